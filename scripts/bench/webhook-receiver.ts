/**
 * The logistics webhook receiver under a burst of notifications on loopback: the route's own
 * handler (header check, size-limited body, validation, group-committed queueing into pg-boss)
 * behind a plain HTTP server, with the notification job's workers running in the same process, as
 * in the app. Throughput and latency are of the answers; the drain is the jobs finishing the work.
 * On PGlite (the embedded default) and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import { openDatabase } from "@/lib/db/client";
import { insertParcels, markParcelCreated } from "@/lib/parcels/queries";
import { drainInboxSoon, parcelInboxJob } from "@/lib/parcels/jobs";
import { startJobRunner } from "@/lib/jobs/runner";
import { jobTargetOfHandle } from "@/lib/jobs/testing";
import { inboxWriter } from "@/lib/parcels/inbox-writer";
import { receiveNotification } from "@/lib/parcels/receiver";
import { draft } from "@/lib/parcels/testing";
import { authorizationValue } from "@/lib/parcels/webhook-secret";
import { postgresEngine, type Engine } from "./journeys-board";

const PARCELS = 200;
const NOTIFICATIONS = 5_000;
/** Deliveries in flight at once, as the sandbox's dispatcher sends them. */
const CONCURRENCY = 8;
const STATES = ["qualifiedforpickup", "onroutetopickup", "pickingup", "intransit", "delivering", "delivered"];
const SECRET = "bench-secret";

export type ReceiverFigures = { engine: string; perSecond: number; p50: number; p99: number; failures: number; drainSeconds: number; applied: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function serve(handler: (r: Request) => Promise<Response>) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      });
      const response = await handler(request);
      res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
    });
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/logistics`,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      }),
    ),
  );
}

/** POSTs every body, CONCURRENCY at a time, from a worker thread; answers each request's latency in ms. */
function sendFromAnotherThread(url: string, bodies: string[]): Promise<{ latencies: number[]; failures: number }> {
  const code = `
    const { parentPort, workerData: { url, bodies, concurrency, authorization } } = require("node:worker_threads");
    (async () => {
      const latencies = [];
      let failures = 0, next = 0;
      await Promise.all(Array.from({ length: concurrency }, async () => {
        while (next < bodies.length) {
          const body = bodies[next++];
          const t = performance.now();
          const r = await fetch(url, { method: "POST", headers: { authorization, "content-type": "application/json" }, body });
          await r.arrayBuffer();
          latencies.push(performance.now() - t);
          if (r.status !== 200) failures++;
        }
      }));
      parentPort.postMessage({ latencies, failures });
    })();
  `;
  const worker = new Worker(code, { eval: true, workerData: { url, bodies, concurrency: CONCURRENCY, authorization: authorizationValue(SECRET) } });
  return new Promise((resolve, reject) => {
    worker.once("message", (m: { latencies: number[]; failures: number }) => void worker.terminate().then(() => resolve(m)));
    worker.once("error", reject);
  });
}

async function one(engine: Engine): Promise<ReceiverFigures> {
  const handle = await engine.open();
  const db = handle.db;
  const count = async (query: string) => ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  const rows = await insertParcels(db, { createdBy: null, drafts: Array.from({ length: PARCELS }, (_, i) => draft(i)) });
  for (const [i, row] of rows.entries()) await markParcelCreated(db, row.id, `bench-${i}`);
  const runner = await startJobRunner(jobTargetOfHandle(handle), [parcelInboxJob({ db: async () => db })], { schema: "pgboss_bench", onError: () => {} });
  const enqueue = inboxWriter(
    async () => db,
    () => drainInboxSoon(runner),
  );
  const server = await serve((r) => receiveNotification(r, { secret: async () => SECRET, enqueue }));

  const bodies = Array.from({ length: NOTIFICATIONS }, (_, n) => {
    const parcel = n % PARCELS;
    const step = Math.floor(n / PARCELS) % (STATES.length + 2);
    if (step === STATES.length) return { parcel_id: `bench-${parcel}`, location: { latitude: 40.4 + n / 1e5, longitude: -3.7 }, state: "intransit" };
    if (step === STATES.length + 1) return { parcel_id: `bench-${parcel}`, code: String(1000 + parcel) };
    return {
      id: `bench-${parcel}`,
      state: STATES[step],
      event_time: new Date(Date.UTC(2027, 0, 12, 9, step)).toISOString(),
      driver: { name: "Ana", phone: "+34600111222" },
    };
  });
  // The provider sends from its own machine: the load comes from another thread, not the server's event loop.
  const started = performance.now();
  const { latencies, failures } = await sendFromAnotherThread(
    server.url,
    bodies.map((b) => JSON.stringify(b)),
  );
  const answered = performance.now();
  const seconds = (answered - started) / 1000;
  // The work itself: every queued notification applied by the jobs.
  for (;;) {
    if ((await count("select count(*)::int as n from parcel_inbox")) === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const drainSeconds = (performance.now() - started) / 1000;
  const applied = await count("select count(*)::int as n from parcel_events");
  await server.close();
  await runner.stop();
  await handle.close();
  latencies.sort((a, b) => a - b);
  return {
    engine: engine.name,
    perSecond: NOTIFICATIONS / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    drainSeconds,
    applied,
  };
}

export async function receiverThroughput(): Promise<ReceiverFigures[]> {
  const engines: Engine[] = [{ name: "PGlite", open: () => openDatabase({ dataDir: null }) }];
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) engines.push(await postgresEngine(url));
  const out: ReceiverFigures[] = [];
  for (const e of engines) out.push(await one(e));
  return out;
}

export const RECEIVER_LOAD = { notifications: NOTIFICATIONS, parcels: PARCELS, concurrency: CONCURRENCY };
