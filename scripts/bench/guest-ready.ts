/**
 * 1,000 guests calling their car within one minute: each taps "I'm ready — send my car" twice (a
 * double tap) at a moment of its own in the minute, through the tap's own steps (the link read, the
 * window, prices asked again, the product rule and the spend rules, the one conditional claim, the
 * journey created and recorded) against the sandbox over HTTP on a port of its own. Each tap's time
 * is measured with and without its provider calls (timed at the fetch); every tap must be answered
 * and every guest must get exactly one journey, at the sandbox and in our records. On PGlite, and on
 * PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { openDatabase, type Db } from "@/lib/db/client";
import { bookings, users } from "@/lib/db/schema";
import { bookingIntent } from "@/lib/booking/testing";
import { newGuestToken } from "@/lib/booking/guest-link";
import { createProviderClient } from "@/lib/provider/client";
import { createSandbox } from "@/lib/sandbox";
import { memoryStore } from "@/lib/sandbox/store";
import { serve } from "@/lib/sandbox/node-server";
import { USERS } from "@/lib/sandbox/seed/users";
import { guestTap, type TapOutcome } from "@/lib/guest-ready/tap";
import type { ReadyDeps } from "@/lib/guest-ready/send";
import { postgresEngine, type Engine } from "./journeys-board";

const GUESTS = 1000;
const MINUTE_MS = 60_000;
const REQUESTER = USERS.find((u) => u.state === "active")!.id;
const STOPS = [
  { loc: [40.4065, -3.6896], name: "Madrid Puerta de Atocha" },
  { loc: [40.4138, -3.6921], name: "Museo del Prado" },
];

export type ReadyFigures = {
  engine: string;
  guests: number;
  taps: number;
  answered: number;
  spreadMs: number;
  p50: number;
  p95: number;
  withProviderP95: number;
  booked: number;
  journeys: number;
  guestsWithOneJourney: number;
  outcomes: Record<string, number>;
};

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The time each tap spent waiting on the provider, counted at the fetch the provider client makes. */
const providerTime = new AsyncLocalStorage<{ ms: number }>();

/** 1,000 rides waiting for their guests, their windows open, each booked by an agent and priced at the sandbox's first product. */
async function seed(db: Db, productId: string) {
  const [agent] = await db
    .insert(users)
    .values({ email: `bench-ready-${Date.now()}@ridedesk.example`, name: "Bench Agent", role: "agent" })
    .returning();
  const now = Date.now();
  const tokens: string[] = [];
  for (let start = 0; start < GUESTS; start += 250) {
    const rows = Array.from({ length: Math.min(250, GUESTS - start) }, (_, j) => {
      const token = newGuestToken();
      tokens.push(token);
      return {
        ...bookingIntent({
          createdBy: agent!.id,
          requesterId: REQUESTER,
          riderName: `Ready Guest ${start + j}`,
          productId,
          priceAmount: null,
          priceCurrency: null,
          pickupLabel: STOPS[0]!.name,
          destinationLabel: STOPS[1]!.name,
          request: {
            product_id: productId,
            requester_id: REQUESTER,
            rider: { name: `Ready Guest ${start + j}`, mobile: { mobile_cc: "34", mobile_num: String(600_000_000 + start + j) } },
            start_at: null,
            stops: STOPS,
          },
        }),
        status: "waiting_for_guest" as const,
        guestToken: token,
        pickupAt: new Date(now - 60_000),
        readyFrom: new Date(now - 60_000),
        readyUntil: new Date(now + 2 * 3_600_000),
      };
    });
    await db.insert(bookings).values(rows);
  }
  return tokens;
}

async function onEngine(engine: Engine): Promise<ReadyFigures> {
  const sandbox = createSandbox({ basePath: "", store: memoryStore(), control: true });
  const server = await serve(sandbox.handle);
  let journeys = 0;
  const timed: typeof fetch = async (input, init) => {
    const t = performance.now();
    try {
      const res = await fetch(input, init);
      if ((init?.method ?? "GET") === "POST" && new URL(String(input)).pathname === "/api/v4/journey" && res.ok) journeys++;
      return res;
    } finally {
      const spent = providerTime.getStore();
      if (spent) spent.ms += performance.now() - t;
    }
  };
  const client = createProviderClient({ baseUrl: server.url, authUrl: server.url, ...sandbox.credentials }, { fetch: timed });
  // The app's one provider client (lib/provider), pointed at this sandbox: journeys are created as the app creates them.
  (globalThis as Record<symbol, unknown>)[Symbol.for("ridedesk.provider")] = client;
  const handle = await engine.open();
  try {
    const [first] = await client.estimate({ requester_id: REQUESTER, start_type: "asap", stops: STOPS.map((s) => ({ loc: s.loc as [number, number] })) });
    const tokens = await seed(handle.db, first!.product.id);
    // What follows a booking (the journey followed, the guest and the desk told) is queued work of its own, left out here.
    const deps: ReadyDeps = {
      hooks: { channelAvailability: () => ({}) as never, afterBooked: async () => {}, afterHeld: async () => {}, budgetAlerts: async () => {} },
      repricer: { estimate: (body) => client.estimate(body) },
      announce: async () => {},
    };
    const times: { total: number; provider: number; outcome: TapOutcome["kind"] | "error" }[] = [];
    const tap = async (token: string) => {
      const spent = { ms: 0 };
      const t = performance.now();
      const outcome = await providerTime
        .run(spent, () => guestTap(handle.db, token, deps))
        .then(
          (o) => o.kind,
          () => "error" as const,
        );
      times.push({ total: performance.now() - t, provider: spent.ms, outcome });
    };
    const started = performance.now();
    // Each guest at a moment of its own in the minute, tapping twice 50 ms apart.
    await Promise.all(
      tokens.map(async (token, i) => {
        await sleep((i / GUESTS) * MINUTE_MS);
        await Promise.all([tap(token), sleep(50).then(() => tap(token))]);
      }),
    );
    const spreadMs = performance.now() - started;
    const [{ booked, distinct }] = (await handle.db
      .select({ booked: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct ${bookings.journeyId})::int` })
      .from(bookings)
      .where(and(eq(bookings.status, "booked"), isNotNull(bookings.readyUntil)))) as [{ booked: number; distinct: number }];
    const outcomes: Record<string, number> = {};
    for (const t of times) outcomes[t.outcome] = (outcomes[t.outcome] ?? 0) + 1;
    return {
      engine: engine.name,
      guests: GUESTS,
      taps: times.length,
      answered: times.filter((t) => t.outcome !== "error").length,
      spreadMs,
      p50: percentile(
        times.map((t) => t.total - t.provider),
        0.5,
      ),
      p95: percentile(
        times.map((t) => t.total - t.provider),
        0.95,
      ),
      withProviderP95: percentile(
        times.map((t) => t.total),
        0.95,
      ),
      booked,
      journeys,
      guestsWithOneJourney: booked === GUESTS && distinct === GUESTS && journeys === GUESTS ? GUESTS : Math.min(distinct, journeys),
      outcomes,
    };
  } finally {
    await handle.close();
    await server.close();
    sandbox.close();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("ridedesk.provider")];
  }
}

export async function guestReadyFigures(): Promise<ReadyFigures[]> {
  const engines: Engine[] = [{ name: "PGlite", open: () => openDatabase({ dataDir: null }) }];
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) engines.push(await postgresEngine(url));
  const out: ReadyFigures[] = [];
  for (const engine of engines) out.push(await onEngine(engine));
  return out;
}
