/**
 * The CSV export at scale: 100,000 rides streamed through the function the export route answers
 * with (reportCsvStream), on PGlite and on PostgreSQL when a URL is set. The rows are read and
 * dropped as a browser's download would, and memory is sampled as they flow: the server must not
 * hold the export in memory.
 */
import { randomBytes } from "node:crypto";
import v8 from "node:v8";
import vm from "node:vm";
import { Client } from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { reportCsvStream } from "@/lib/reports/export-csv";

v8.setFlagsFromString("--expose_gc");
const gc = vm.runInNewContext("gc") as () => void;

export type ExportFigures = { engine: string; rows: number; bytes: number; seconds: number; rssGrowthMb: number; heapGrowthMb: number; seedSeconds: number };

const mb = (n: number) => n / 1024 / 1024;

async function seed(handle: DbHandle, rides: number) {
  const { db } = handle;
  const admin = "00000000-0000-4000-8000-00000000be0c";
  await db.execute(sql`insert into users (id, email, name, role) values (${admin}, 'bench@example.com', 'Bench Admin', 'admin')`);
  await db.execute(
    sql`insert into requesters (id, email, name, surname) select md5(i::text), 'r' || i || '@example.com', 'Requester', 'No ' || i from generate_series(1, 50) i`,
  );
  await db.execute(sql`insert into labels (slug, id, name, active) select 'cc-' || i, md5('l' || i), 'Cost centre ' || i, true from generate_series(1, 200) i`);
  // Spread over a month, with quotes, commas and a formula in some texts so escaping is exercised.
  await db.execute(sql`
    insert into bookings (intent_id, created_by, status, requester_id, rider_name, journey_id, product_id, product_name, price_amount, price_currency,
      zone, pickup_label, destination_label, stop_count, label_slug, reason, report_label_slug, report_reason, request, journey_state, end_state, totals, pickup_at)
    select gen_random_uuid(), ${admin}, 'booked', md5((i % 50 + 1)::text), case when i % 97 = 0 then '=cmd' else 'Rider "' || i || '", guest' end,
      gen_random_uuid()::text, 'p1', 'Cabify', 1000 + i % 3000, 'EUR', 'Europe/Madrid', 'Atocha', 'Castellana 200', 2,
      'cc-' || (i % 200 + 1), 'Client visit, day ' || (i % 30), 'cc-' || (i % 200 + 1), 'Client visit, day ' || (i % 30), '{}'::jsonb,
      'terminated', 'drop off', jsonb_build_object('priceTotal', jsonb_build_object('amount', 1100 + i % 3000, 'currency', 'EUR'),
        'price', jsonb_build_object('amount', 1100 + i % 3000, 'currency', 'EUR'), 'discount', jsonb_build_object('amount', 0, 'currency', 'EUR')),
      timestamptz '2026-11-01 00:00:00+01' + (i * interval '25 seconds')
    from generate_series(1, ${rides}) i`);
  await db.execute(sql`analyze bookings`);
  return admin;
}

async function measure(engine: string, handle: DbHandle, rides: number): Promise<ExportFigures> {
  const seedStart = performance.now();
  const admin = await seed(handle, rides);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let bytes = 0;
  let newlines = 0;
  const started = performance.now();
  const stream = reportCsvStream(handle.db, {
    viewer: { id: admin, role: "admin" },
    start: new Date("2026-10-31T23:00:00Z"),
    end: new Date("2026-12-31T23:00:00Z"),
    companyZone: "Europe/Madrid",
  });
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) newlines++;
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }
  const seconds = (performance.now() - started) / 1000;
  return { engine, rows: newlines - 1, bytes, seconds, rssGrowthMb: mb(peakRss - before.rss), heapGrowthMb: mb(peakHeap - before.heapUsed), seedSeconds };
}

async function withPostgres<T>(url: string, run: (handle: DbHandle) => Promise<T>): Promise<T> {
  const name = `ridedesk_bench_${randomBytes(6).toString("hex")}`;
  const control = new Client({ connectionString: url });
  await control.connect();
  await control.query(`create database ${name}`);
  await control.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString() });
  try {
    return await run(handle);
  } finally {
    await handle.close();
    const c = new Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  }
}

/** A measure on each engine available: PGlite always, PostgreSQL when a URL is set, each on a fresh database. */
export async function onEachEngine<T>(measureOn: (engine: string, handle: DbHandle) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  // PostgreSQL first: PGlite's WebAssembly memory stays with the process after it closes, and
  // would hide the growth of a run after it.
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) out.push(await withPostgres(url, (h) => measureOn("PostgreSQL", h)));
  const pglite = await openDatabase({ dataDir: null });
  try {
    out.push(await measureOn("PGlite", pglite));
  } finally {
    await pglite.close();
  }
  return out;
}

/** The export of `rides` rides on each engine available: PGlite always, PostgreSQL when a URL is set. */
export const reportExportAtScale = (rides = 100_000): Promise<ExportFigures[]> => onEachEngine((engine, h) => measure(engine, h, rides));
