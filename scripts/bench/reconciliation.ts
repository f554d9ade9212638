/**
 * The month's reconciliation at scale: 100,000 rides of November and 100,000 sales (90,000 billing
 * those rides, 2 % of them off their final price, and 10,000 booked outside Ridedesk; 10,000 rides
 * left without a sale), on PGlite and on PostgreSQL when a URL is set. Measured: the page's first
 * view (every query it makes, as the page makes them) and the CSV download read to its end.
 */
import { sql } from "drizzle-orm";
import type { DbHandle } from "@/lib/db/client";
import { reconciliationCsvStream } from "@/lib/reports/reconciliation-export";
import { DIFFERENCE_THRESHOLD, reconciliationMonth } from "@/lib/sales/reconciliation-month";
import { reconciliationView } from "@/lib/sales/reconciliation-view";
import { onEachEngine } from "./report-export";

export type ReconciliationFigures = {
  engine: string;
  seedSeconds: number;
  viewP95Ms: number;
  viewMedianMs: number;
  exportSeconds: number;
  exportRows: number;
  counts: string;
};

const RUNS = 20;
const month = reconciliationMonth("2026-11", "Europe/Madrid");
const now = new Date("2026-12-10T09:00:00Z");

async function seed({ db }: DbHandle, rides: number) {
  await db.execute(
    sql`insert into requesters (id, email, name, surname) select md5(i::text), 'r' || i || '@example.com', 'Requester', 'No ' || i from generate_series(1, 50) i`,
  );
  await db.execute(sql`insert into labels (slug, id, name, active) select 'cc-' || i, md5('l' || i), 'Cost centre ' || i, true from generate_series(1, 200) i`);
  await db.execute(sql`
    insert into bookings (intent_id, status, requester_id, rider_name, journey_id, product_id, product_name, price_amount, price_currency,
      zone, pickup_label, destination_label, stop_count, report_label_slug, request, journey_state, end_state, state_times, totals, pickup_at)
    select gen_random_uuid(), 'booked', md5((i % 50 + 1)::text), 'Rider ' || i, 'bench-' || i, 'p1', 'Cabify', 1000 + i % 3000, 'EUR',
      'Europe/Madrid', 'Atocha', 'Castellana 200', 2, 'cc-' || (i % 200 + 1), '{}'::jsonb, 'terminated', 'drop off',
      jsonb_build_object('drop off', to_char((p + interval '30 minutes') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
      jsonb_build_object('priceTotal', jsonb_build_object('amount', 1100 + i % 3000, 'currency', 'EUR')), p
    from (select i, timestamptz '2026-11-01 00:00:00+01' + (i * interval '25 seconds') as p from generate_series(1, ${rides}) i) s`);
  // 90 % of the rides billed on their pickup's day, one in fifty 3.00 above its final price.
  const billed = Math.round(rides * 0.9);
  await db.execute(sql`
    insert into sales (code, kind, invoice_date, currency, total_minor, tax_rate, tax_type, tax_minor, net_minor, charge_code, journey_id, requester_id, booking_id, received)
    select 'S' || lpad(n::text, 9, '0'), 'journey', to_char(b.pickup_at at time zone 'Europe/Madrid', 'YYYY-MM-DD'), 'EUR', t, 10, 'iva',
      round(t * 10 / 110.0), t - round(t * 10 / 110.0), b.report_label_slug, b.journey_id, b.requester_id, b.id, '{}'::jsonb
    from (select b.*, substring(b.journey_id from 7)::int n, (b.totals -> 'priceTotal' ->> 'amount')::int
      + case when substring(b.journey_id from 7)::int % 50 = 0 then 300 else 0 end t from bookings b) b
    where n <= ${billed}`);
  await db.execute(sql`
    insert into sales (code, kind, invoice_date, currency, total_minor, tax_rate, tax_type, tax_minor, net_minor, charge_code, journey_id, requester_id, received)
    select 'O' || lpad(i::text, 9, '0'), 'journey', '2026-11-' || lpad((i % 30 + 1)::text, 2, '0'), 'EUR', 1500 + i % 2000, 10, 'iva',
      round((1500 + i % 2000) * 10 / 110.0), 1500 + i % 2000 - round((1500 + i % 2000) * 10 / 110.0), 'cc-' || (i % 200 + 1), 'elsewhere-' || i, md5((i % 50 + 1)::text), '{}'::jsonb
    from generate_series(1, ${rides - billed}) i`);
  await db.execute(sql`analyze`);
}

async function measure(engine: string, handle: DbHandle, rides: number): Promise<ReconciliationFigures> {
  const seedStart = performance.now();
  await seed(handle, rides);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const times: number[] = [];
  let counts = "";
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const view = await reconciliationView(handle.db, month, now, DIFFERENCE_THRESHOLD, 100);
    times.push(performance.now() - started);
    counts = `${view.sales.matched} matched, ${view.sales.outside} outside, ${view.rides.withoutSale} without a sale, ${view.rides.differences} differences`;
  }
  times.sort((a, b) => a - b);
  const started = performance.now();
  const reader = reconciliationCsvStream({ db: handle.db, month, now, threshold: DIFFERENCE_THRESHOLD }).getReader();
  let newlines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) newlines++;
  }
  return {
    engine,
    seedSeconds,
    viewP95Ms: times[Math.ceil(RUNS * 0.95) - 1]!,
    viewMedianMs: times[Math.floor(RUNS / 2)]!,
    exportSeconds: (performance.now() - started) / 1000,
    exportRows: newlines - 1,
    counts,
  };
}

export const reconciliationAtScale = (rides = 100_000) => onEachEngine((engine, handle) => measure(engine, handle, rides));
