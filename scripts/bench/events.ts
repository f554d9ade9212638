/**
 * An event of 500 rows on a production server and its embedded sandbox, through the e2e fixtures
 * (the app's own upload and confirm steps): the sheet checked and estimated under the sandbox's rate
 * limit, then booked while the server is killed twice, then uploaded and confirmed again. The
 * provider's side is counted at the sandbox: estimates let through its gateway, journeys per rider.
 */
import { randomBytes } from "node:crypto";
import type { EventView } from "@/lib/events/view";
import { startAppServer, type AppServer } from "./app-server";

/** The sandbox's gateway: 10 estimates a second, and journeys at 20 a second so that booking takes a while. */
export const EVENT_RATE_LIMITS = "estimate=10/1s,journey=20/1s";
const ESTIMATE_CALL = "POST /api/v4/estimates";
const JOURNEY_CALL = "POST /api/v4/journey";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const note = (text: string) => process.stderr.write(`      … ${text}\n`);

// Named places of the sandbox's gazetteer, none within an airport's or a station's reach.
const ADDRESSES = [
  "Hotel Wellington",
  "InterContinental Madrid",
  "Hotel Santo Mauro",
  "Hotel Riu Plaza España",
  "Hotel Puerta América",
  "Meliá Castilla",
  "NH Collection Madrid Eurobuilding",
  "Eurostars Madrid Tower",
  "Torre Picasso",
  "Torre Europa",
  "Torre Castellana 81",
  "Torres KIO (Puerta de Europa)",
  "Torre Cepsa",
  "Torre PwC",
  "Torre de Cristal",
  "Torre Emperador Castellana",
  "Edificio Telefónica",
  "Estadio Santiago Bernabéu",
  "WiZink Center",
  "Teatro Real",
  "Auditorio Nacional de Música",
  "Museo Thyssen-Bornemisza",
  "Puerta de Alcalá",
  "Palacio Real de Madrid",
  "Plaza del Callao",
  "Templo de Debod",
  "Plaza Mayor",
  "Mandarin Oriental Ritz, Madrid",
  "Four Seasons Hotel Madrid",
];
// A hub whose meeting point the row names; the airport's terminals lie outside the sandbox's service area (6 km around Sol).
const HUB = { pickup: "Estación de Madrid Puerta de Atocha", meetingPoint: "Long-distance Arrivals, Pick-up Road" };
const DESTINATION = "Castellana 200";

/**
 * A sheet of `rows` guests sharing `baskets` pickups (one destination): coordinates on a grid west of
 * Atocha, the gazetteer's named places, and Atocha station with its meeting point. Each guest has a name
 * and a mobile of their own, so each row is a ride of its own, and the sandbox's journeys can be
 * counted per guest.
 */
export function eventSheet(prefix: string, rows = 500, baskets = 150) {
  const pickups = Array.from({ length: baskets }, (_, n) => {
    if (n === baskets - 1) return HUB;
    const named = n - (baskets - 1 - ADDRESSES.length);
    if (named >= 0) return { pickup: ADDRESSES[named]!, meetingPoint: "" };
    return { pickup: `${(40.41 + Math.floor(n / 15) * 0.005).toFixed(5)}, ${(-3.725 + (n % 15) * 0.002).toFixed(5)}`, meetingPoint: "" };
  });
  const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const lines = [["Guest name", "Mobile", "Pickup", "Meeting point", "Destination"].map(cell).join(",")];
  const guests: string[] = [];
  for (let i = 0; i < rows; i++) {
    const { pickup, meetingPoint } = pickups[i % baskets]!;
    const guest = `${prefix}${String(i + 1).padStart(3, "0")}`;
    guests.push(guest);
    lines.push([guest, `+34 61${String(i + 1).padStart(7, "0")}`, pickup, meetingPoint, DESTINATION].map(cell).join(","));
  }
  return { csv: `${lines.join("\r\n")}\r\n`, guests, baskets };
}

type Counts = Record<string, { allowed: number; limited: number }>;
type JourneyCount = { journeys: number; riders: number; repeated: { rider_name: string; journeys: number }[] };

/** The commonest problems of the rows that have one, most first, as "3× <problem>". */
const problemsOf = (view: EventView) =>
  Object.entries(view.rows.reduce<Record<string, number>>((n, r) => (r.problem ? ((n[r.problem] = (n[r.problem] ?? 0) + 1), n) : n), {}))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([problem, n]) => `${n}× ${problem.slice(0, 160)}`);

const byStatus = (view: EventView) => view.rows.reduce<Record<string, number>>((n, r) => ((n[r.status] = (n[r.status] ?? 0) + 1), n), {});

/** The event's view, or null while the server is down or restarting. */
async function viewOf(server: AppServer, batchId: string, cookie: string): Promise<EventView | null> {
  const r = await server.call("GET", `/api/events/${batchId}`, undefined, cookie).catch(() => null);
  return r?.status === 200 ? ((await r.json().catch(() => null)) as EventView | null) : null;
}

async function until(server: AppServer, batchId: string, cookie: string, done: (v: EventView) => boolean, timeoutMs: number, what: string, every = 250) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const view = await viewOf(server, batchId, cookie);
    if (view && done(view)) return view;
    if (Date.now() > deadline)
      throw new Error(
        `${what} did not happen within ${timeoutMs / 1000} s; last: ${view ? `${view.batch.status} ${JSON.stringify(byStatus(view))}` : "no answer"}`,
      );
    await sleep(every);
  }
}

async function fixture<T>(server: AppServer, name: string, body: unknown, cookie?: string): Promise<T> {
  const r = await server.call("POST", `/api/e2e/${name}`, body, cookie);
  if (r.status !== 201) throw new Error(`POST /api/e2e/${name} answered ${r.status}: ${(await r.text()).slice(0, 300)}`);
  return (await r.json()) as T;
}

const sandboxJson = async <T>(server: AppServer, pathname: string) => (await (await server.call("GET", pathname)).json()) as T;
const rateCounts = async (server: AppServer) => (await sandboxJson<{ counts: Counts }>(server, "/sandbox/_sandbox/rate-limits")).counts;
const journeysOf = (server: AppServer, query: string) => sandboxJson<JourneyCount>(server, `/sandbox/_sandbox/journeys/count?${query}`);
const diff = (after: Counts, before: Counts, call: string) => ({
  allowed: (after[call]?.allowed ?? 0) - (before[call]?.allowed ?? 0),
  limited: (after[call]?.limited ?? 0) - (before[call]?.limited ?? 0),
});

/** Both figures on one server: the sheet of the first is the one booked in the second. */
export async function eventBatchFigures({ rows = 500, baskets = 150, kills = [120, 300] } = {}) {
  const server = await startAppServer({ SANDBOX_RATE_LIMITS: EVENT_RATE_LIMITS, LOG_LEVEL: "warn" });
  try {
    const prefix = `Bench ${randomBytes(3).toString("hex")} Guest `;
    const sheet = eventSheet(prefix, rows, baskets);
    const agent = await fixture<{ cookie: { name: string; value: string } }>(server, "users", {
      name: "Bench Agent",
      email: "bench-agent@ridedesk.example",
      role: "agent",
      requesters: 1,
    });
    const cookie = `${agent.cookie.name}=${agent.cookie.value}`;

    // a. Checked and estimated.
    const before = await rateCounts(server);
    const uploadedAt = performance.now();
    const outcome = await fixture<{ kind: string; batchId?: string }>(server, "events", { name: "Bench event", csv: sheet.csv }, cookie);
    if (outcome.kind !== "batch" || !outcome.batchId) throw new Error(`the upload answered ${JSON.stringify(outcome)}`);
    const { batchId } = outcome;
    const drafted = await until(server, batchId, cookie, (v) => v.batch.status === "draft", 5 * 60_000, "the event's check and pricing");
    const draftSeconds = (performance.now() - uploadedAt) / 1000;
    const estimates = diff(await rateCounts(server), before, ESTIMATE_CALL);
    const checked = {
      rows,
      baskets,
      seconds: draftSeconds,
      floorSeconds: Math.max(0, (baskets - 10) / 10),
      statuses: byStatus(drafted),
      problems: problemsOf(drafted),
      priced: byStatus(drafted).priced ?? 0,
      estimates: estimates.allowed,
      rateLimited: estimates.limited,
    };

    // b. Booked through two crashes.
    const confirmedAt = performance.now();
    const confirmed = await fixture<{ queued: number }>(server, "events/confirm", { batchId }, cookie);
    const crashes: { booked: number; inFlight: number; atSeconds: number; restartSeconds: number }[] = [];
    for (const at of kills) {
      // Killed while a row is being booked (its job between taking the row and its outcome), or 60 rows later at the latest.
      const midway = (v: EventView) => {
        const n = byStatus(v);
        return ((n.booked ?? 0) >= at && (n.booking ?? 0) > 0) || (n.booked ?? 0) >= at + 60;
      };
      const view = await until(server, batchId, cookie, (v) => midway(v) || v.batch.status !== "booking", 10 * 60_000, `${at} rows booked`, 50);
      if (view.batch.status !== "booking") break;
      await server.crash();
      const down = performance.now();
      note(`server killed with ${byStatus(view).booked} rows booked; restarting`);
      await server.restart();
      crashes.push({
        booked: byStatus(view).booked ?? 0,
        inFlight: byStatus(view).booking ?? 0,
        atSeconds: (down - confirmedAt) / 1000,
        restartSeconds: (performance.now() - down) / 1000,
      });
    }
    note("waiting for every row's outcome (rows a crash left mid-way are resumed after 2 minutes)");
    const settled = await until(
      server,
      batchId,
      cookie,
      (v) => v.batch.status !== "booking" && !v.rows.some((r) => r.status === "queued" || r.status === "booking"),
      15 * 60_000,
      "every row's outcome",
      1000,
    );
    const bookingSeconds = (performance.now() - confirmedAt) / 1000;
    const afterBooking = await journeysOf(server, `rider_prefix=${encodeURIComponent(prefix)}`);

    // The same sheet again, into the same batch, and confirmed again.
    await fixture(server, "events", { name: "Bench event", csv: sheet.csv, batchId }, cookie);
    await until(server, batchId, cookie, (v) => v.batch.status !== "checking" && v.batch.status !== "pricing", 5 * 60_000, "the second upload's check");
    const again = await fixture<{ queued: number }>(server, "events/confirm", { batchId }, cookie);
    const final = await until(
      server,
      batchId,
      cookie,
      (v) => !v.rows.some((r) => r.status === "queued" || r.status === "booking"),
      10 * 60_000,
      "the second confirmation's bookings",
      1000,
    );
    // A row queued by mistake would be booking within a second or two: give it the time to show at the provider.
    await sleep(5000);
    const counted = await journeysOf(server, `rider_prefix=${encodeURIComponent(prefix)}`);
    const uncertain = await Promise.all(
      final.rows
        .filter((r) => r.status === "uncertain")
        .map(async (r) => ({
          row: r.rowNumber,
          guest: r.cells.guestName ?? "",
          journeys: (await journeysOf(server, `rider=${encodeURIComponent(r.cells.guestName ?? "")}`)).journeys,
        })),
    );
    const booked = {
      rows,
      queued: confirmed.queued,
      crashes,
      seconds: bookingSeconds,
      statuses: byStatus(settled),
      problems: problemsOf(final),
      batchStatus: final.batch.status,
      journeysAfterBooking: afterBooking.journeys,
      journeys: counted.journeys,
      riders: counted.riders,
      duplicates: counted.repeated.length,
      repeated: counted.repeated.slice(0, 5),
      queuedAgain: again.queued,
      // The gateway's counts live in memory: these are since the last restart.
      journeyCallsSinceRestart: (await rateCounts(server))[JOURNEY_CALL] ?? { allowed: 0, limited: 0 },
      uncertain,
    };
    return { checked, booked };
  } finally {
    await server.dispose();
  }
}
