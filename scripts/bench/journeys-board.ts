/**
 * The journeys board's first page with 10,000 bookings in the database: the work GET /api/journeys
 * does for one read (the page, and the attention count with the freshness check), timed through the
 * query functions on PGlite (the embedded default) and on PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL points at a server (a throwaway database is created there and dropped).
 */
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { boardCounts, boardPage, type Viewer } from "@/lib/journeys/board-queries";
import { agentRequesters, bookings, requesters, users } from "@/lib/db/schema";
import { boardQuerySchema, type BoardQuery } from "@/lib/journeys/board";
import { behindWindow } from "@/lib/journeys/board-freshness";
import { DEFAULT_POLL } from "@/lib/journeys/poll-policy";

const BOOKINGS = 10_000;
const DAY = 86_400_000;
const NAMES = [
  "Ana Ruiz",
  "Bruno Díaz",
  "Carla Gómez",
  "Daniel Martín",
  "Elena Sanz",
  "Félix Romero",
  "Gema Torres",
  "Hugo Navarro",
  "Irene Gil",
  "Jorge Vidal",
];
const STATES: [string | null, string | null][] = [
  [null, null],
  ["hire", null],
  ["hired", null],
  ["pick up", null],
  ["terminated", "drop off"],
  ["terminated", "drop off"],
  ["terminated", "drop off"],
  ["rider cancel", "rider cancel"],
  ["not found", "not found"],
  ["no show", "no show"],
];

export type Engine = { name: string; open: () => Promise<DbHandle> };

export async function postgresEngine(url: string): Promise<Engine> {
  return {
    name: "PostgreSQL",
    async open() {
      const name = `ridedesk_bench_${randomBytes(6).toString("hex")}`;
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${name}`;
      const handle = await openDatabase({ url: target.toString() });
      return {
        ...handle,
        async close() {
          await handle.close();
          const c = new Client({ connectionString: url });
          await c.connect();
          await c.query(`drop database if exists ${name} with (force)`);
          await c.end();
        },
      };
    },
  };
}

async function seed(handle: DbHandle, now: number) {
  state32 = 0x2f6b1d;
  const db = handle.db;
  const agents = Array.from({ length: 10 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
    email: `agent${i}@bench.test`,
    name: `Agent ${i}`,
  }));
  await db.insert(users).values(agents);
  const reqs = Array.from({ length: 40 }, (_, i) => ({ id: i.toString(16).padStart(32, "a"), email: `r${i}@co.test`, name: `Requester`, surname: String(i) }));
  await db.insert(requesters).values(reqs);
  // Each agent books for 4 requesters.
  await db
    .insert(agentRequesters)
    .values(agents.flatMap((a, i) => [0, 1, 2, 3].map((k) => ({ userId: a.id, requesterId: reqs[(i * 4 + k) % reqs.length]!.id, isDefault: k === 0 }))));
  for (let start = 0; start < BOOKINGS; start += 500) {
    await db.insert(bookings).values(
      Array.from({ length: 500 }, (_, j) => {
        const i = start + j;
        // Pickups spread over four months around today (three past, one ahead), at any hour.
        const offset = random() * 120 - 90;
        const [state, endState] = STATES[i % STATES.length]!;
        return {
          intentId: crypto.randomUUID(),
          status: (i % 97 === 0 ? "uncertain" : i % 89 === 0 ? "failed" : "booked") as "booked",
          createdBy: agents[i % agents.length]!.id,
          requesterId: reqs[i % reqs.length]!.id,
          riderName: `${NAMES[i % NAMES.length]} ${i}`,
          riderPhone: `+3460${String(1_000_000 + i).slice(-7)}`,
          productId: "p1",
          productName: "Cabify",
          priceAmount: 1200 + (i % 800),
          priceCurrency: "EUR",
          zone: "Europe/Madrid",
          pickupLabel: "Estación de Atocha",
          destinationLabel: "Paseo de la Castellana 200",
          stopCount: 2 + (i % 3),
          request: { product_id: "p1" },
          journeyId: crypto.randomUUID(),
          pickupAt: new Date(now + offset * DAY),
          journeyState: state,
          endState,
          journeySettled: endState !== null,
          journeyReadAt: new Date(now - (i % 60) * 1000),
          labelSlug: i % 3 ? "sales" : "ops",
          reportLabelSlug: i % 3 ? "sales" : "ops",
          driver: state && state !== "hire" ? { name: "Pedro", phone: null, avatarUrl: null } : null,
          vehicle: state && state !== "hire" ? { name: "Toyota Prius", plate: "1234 ABC", color: "white" } : null,
        };
      }),
    );
  }
  await handle.db.execute("analyze bookings");
  return { agent: { id: agents[3]!.id, role: "agent" } as Viewer };
}

/** A seeded generator (mulberry32), so every run seeds the same bookings. */
let state32 = 0x2f6b1d;
function random() {
  state32 = (state32 + 0x6d2b79f5) | 0;
  let t = Math.imul(state32 ^ (state32 >>> 15), 1 | state32);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(run: () => Promise<unknown>, rounds: number) {
  for (let i = 0; i < 10; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), rounds };
}

export type BoardFigure = { engine: string; view: string; p50: number; p95: number; rounds: number; rows: number };

/** p50 and p95 of one board read (what the GET route asks the database), per engine and view. */
export async function boardFirstPage({ rounds = 100 } = {}): Promise<BoardFigure[]> {
  const engines: Engine[] = [{ name: "PGlite", open: () => openDatabase({ dataDir: null }) }];
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) engines.push(await postgresEngine(url));
  const out: BoardFigure[] = [];
  const now = Date.now();
  for (const engine of engines) {
    const handle = await engine.open();
    try {
      const { agent } = await seed(handle, now);
      const admin: Viewer = { id: "00000000-0000-4000-8000-000000000001", role: "admin" };
      const views: [string, Viewer, Partial<BoardQuery>][] = [
        ["today, admin", admin, { tab: "today" }],
        ["today, agent", agent, { tab: "today" }],
        ["past, agent", agent, { tab: "past" }],
        ["needs attention, admin", admin, { tab: "attention" }],
        ["search by name, admin", admin, { tab: "past", q: "carla" }],
      ];
      for (const [view, viewer, over] of views) {
        const q = boardQuerySchema.parse({ tz: "Europe/Madrid", ...over });
        let rows = 0;
        const read = async () => {
          const [page] = await Promise.all([boardPage(handle.db, viewer, q, now), boardCounts(handle.db, viewer, behindWindow(now, DEFAULT_POLL))]);
          rows = page.rows.length;
        };
        const timing = await time(read, rounds);
        out.push({ engine: engine.name, view, rows, ...timing });
      }
    } finally {
      await handle.close();
    }
  }
  return out;
}
