import { WITH_DRIVER_STATES } from "@/lib/booking/states";
import { DEFAULT_POLL, nextReadIn } from "@/lib/journeys/poll-policy";
import { createProviderClient } from "@/lib/provider/client";
import { createSandbox } from "@/lib/sandbox";
import { manualClock } from "@/lib/sandbox/clock";
import { formatLocal } from "@/lib/sandbox/local-time";

const ZONE = "Europe/Madrid";
/** The sandbox's seeded requester, and two stops in Madrid (Sol to Castellana 200). */
const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const STOPS: [number, number][] = [
  [40.4169, -3.7035],
  [40.4626, -3.689],
];
const DRIVER_STATES: ReadonlySet<string> = new Set(WITH_DRIVER_STATES);

export type RideReads = {
  ride: string;
  /** Reads of the journey (its details, and its live state with a driver), booking to settled. */
  reads: number;
  /** Of them, reads before a driver was found: the part a reservation's schedule decides. */
  beforeDriver: number;
  /** One read per state the journey went through: the fewest that see every change. */
  minimum: number;
  states: string[];
};

/**
 * Reads per ride from booking to `terminated` as the refresh job schedules them (nextReadIn), against
 * the sandbox with its clock moved to each read rather than waited for: an ASAP ride, and reservations
 * booked 2 hours and 2 days ahead, each ending in a drop off.
 */
export async function readsPerRide(): Promise<RideReads[]> {
  const rides: [string, number | null][] = [
    ["ASAP", null],
    ["reserved 2 hours ahead", 2 * 3600_000],
    ["reserved 2 days ahead", 2 * 24 * 3600_000],
  ];
  const out: RideReads[] = [];
  for (const [ride, aheadMs] of rides) out.push({ ride, ...(await followOne(aheadMs)) });
  return out;
}

async function followOne(aheadMs: number | null) {
  const clock = manualClock(Date.UTC(2027, 0, 12, 8, 0, 0));
  const sandbox = createSandbox({ clock, tokenTtlSeconds: 90 * 24 * 3600, outcomeShares: { "not found": 0, "driver cancel": 0, "no show": 0 } });
  const origin = "http://sandbox.bench";
  let reads = 0;
  let beforeDriver = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method === "GET" && new URL(request.url).pathname.startsWith("/api/v4/journey/")) reads++;
    return sandbox.handle(request);
  };
  const client = createProviderClient({ baseUrl: origin, authUrl: origin, ...sandbox.credentials }, { fetch, retry: { sleep: async () => {} } });
  const stops = STOPS.map((loc) => ({ loc }));
  const startAt = aheadMs === null ? null : formatLocal(clock.now() + aheadMs, ZONE);
  const when = startAt ? { start_type: "reserved" as const, start_at: startAt } : { start_type: "asap" as const };
  const [item] = await client.estimate({ requester_id: REQUESTER, stops, ...when });
  const { id } = await client.createJourney({
    product_id: item!.product.id,
    requester_id: REQUESTER,
    rider: { id: REQUESTER },
    stops,
    ...(startAt ? { start_at: startAt } : {}),
  });
  const startsAt = aheadMs === null ? null : new Date(clock.now() + aheadMs);

  // The refresh job's loop, without its database: read, note each state's first sighting, wait as scheduled.
  const stateTimes: Record<string, string> = {};
  for (;;) {
    const now = new Date(clock.now());
    const j = await client.journey(id);
    const state = j.current_state ?? null;
    if (state && DRIVER_STATES.has(state)) await client.journeyState(id, REQUESTER);
    if (state && !stateTimes[state]) stateTimes[state] = now.toISOString();
    if (!stateTimes.hired) beforeDriver = reads;
    const endState = j.end_state ?? null;
    const facts = { state, endState, finished: !!j.finished, hasTotals: !!j.totals, startsAt, stateTimes };
    const next = nextReadIn(facts, now, DEFAULT_POLL);
    if (next === null) break;
    clock.advance(next * 1000);
    if (reads > 10_000) throw new Error(`journey ${id} never settled (last state ${state})`);
  }
  const states = Object.keys(stateTimes);
  // Each state seen once (the first read sees hire); the live state read once with the driver.
  return { reads, beforeDriver, minimum: states.length + 1, states };
}
