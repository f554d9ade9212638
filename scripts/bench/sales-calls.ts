import { bookedJourney } from "@/lib/booking/testing";
import { saveJourneyRead } from "@/lib/booking/journey-queries";
import { openDatabase } from "@/lib/db/client";
import { createProviderClient } from "@/lib/provider/client";
import { readJourneySales } from "@/lib/sales/journey-read";
import { createSandbox } from "@/lib/sandbox";
import { manualClock } from "@/lib/sandbox/clock";

const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const SOL: [number, number] = [40.4169, -3.7035];
const RETIRO: [number, number] = [40.4153, -3.6845];

export type JourneySalesCalls = { rides: number; firstPass: number; secondPass: number; stored: number };

/**
 * The provider calls the ride-by-ride read of sales costs: `n` rides booked at the sandbox and seen
 * terminated once their sales are there, each read by the `sales.journey` job's step, then read again
 * (the desk re-read the ride): one `/journey/{id}/sales` call per ended ride, none after.
 */
export async function journeySalesCalls(n = 300): Promise<JourneySalesCalls> {
  const clock = manualClock(Date.UTC(2027, 0, 20, 9, 0, 0));
  const sandbox = createSandbox({ clock, tokenTtlSeconds: 90 * 24 * 3600 });
  let calls = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (/^\/api\/v4\/journey\/[^/]+\/sales$/.test(new URL(String(input)).pathname)) calls++;
    return sandbox.handle(new Request(input, init));
  };
  const origin = "http://sandbox.bench";
  const client = createProviderClient({ baseUrl: origin, authUrl: origin, ...sandbox.credentials }, { fetch, retry: { sleep: async () => {} } });
  const handle = await openDatabase({ dataDir: null });
  try {
    const stops = [{ loc: SOL }, { loc: RETIRO }];
    const bookingIds: string[] = [];
    for (let i = 0; i < n; i++) {
      const [item] = await client.estimate({ requester_id: REQUESTER, start_type: "asap", stops });
      const { id } = await client.createJourney({ product_id: item!.product.id, requester_id: REQUESTER, rider: { id: REQUESTER }, stops });
      const booking = await bookedJourney(handle.db, {}, id);
      bookingIds.push(booking.id);
    }
    // Hours later every ride has ended and been invoiced; our refresh has seen each terminated.
    clock.advance(3 * 3600_000);
    const ended = { state: "terminated", endState: "drop off", finished: true, stateTimes: {}, driver: null, vehicle: null, waypoints: null, totals: null };
    for (const id of bookingIds) await saveJourneyRead(handle.db, id, { ...ended, publicUrl: null }, new Date(clock.now()), true);
    const pass = async () => {
      const before = calls;
      let stored = 0;
      for (const id of bookingIds) {
        const outcome = await readJourneySales(handle.db, client, id, 0, new Date(clock.now()), new Date(clock.now()));
        if (outcome.kind === "read") stored += outcome.added;
      }
      return { calls: calls - before, stored };
    };
    const first = await pass();
    const second = await pass();
    return { rides: n, firstPass: first.calls, secondPass: second.calls, stored: first.stored + second.stored };
  } finally {
    await handle.close();
    sandbox.close();
  }
}
