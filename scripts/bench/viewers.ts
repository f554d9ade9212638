/**
 * Provider calls per journey with 1 viewer and with 20: pages read our database, and only the
 * refresh job talks to the provider, so watchers must cost the provider nothing. Two journeys are
 * booked at the same moment on a sandbox in this process; one is watched by 1 viewer, the other by
 * 20, each reading the journey as the confirmation does; the sandbox counts the calls for each.
 */
import { openDatabase } from "@/lib/db/client";
import { bookedJourney } from "@/lib/booking/testing";
import { readJourney } from "@/lib/journeys/read";
import { journeyRefreshJob } from "@/lib/journeys/jobs";
import { followJourney } from "@/lib/journeys/jobs";
import { startJobRunner } from "@/lib/jobs/runner";
import { createProviderClient } from "@/lib/provider/client";
import { createSandbox, DEFAULT_CREDENTIALS } from "@/lib/sandbox";
import { serve } from "@/lib/sandbox/node-server";
import { jobTargetOfHandle } from "@/lib/jobs/testing";

const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const admin = { id: "00000000-0000-4000-8000-000000000000", email: "bench@example.com", name: "Bench", role: "admin" as const };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function providerCallsByViewers({ seconds = 30, viewers = 20, readEveryMs = 1_000 } = {}) {
  const sandbox = createSandbox({ clockSpeed: 30 });
  const calls = new Map<string, number>();
  const server = await serve(async (request) => {
    const m = /\/api\/v4\/journey\/([^/?]+)/.exec(new URL(request.url).pathname);
    if (m) calls.set(m[1]!, (calls.get(m[1]!) ?? 0) + 1);
    return sandbox.handle(request);
  });
  const handle = await openDatabase({ dataDir: null });
  const client = createProviderClient({ baseUrl: server.url, authUrl: server.url, ...DEFAULT_CREDENTIALS });
  const runner = await startJobRunner(
    jobTargetOfHandle(handle),
    [journeyRefreshJob({ db: async () => handle.db, reader: () => client, poll: { activeSeconds: 2 } })],
    {
      pollingIntervalSeconds: 0.5,
    },
  );
  try {
    const stops = [{ loc: [40.4065, -3.6896] as [number, number] }, { loc: [40.4626, -3.689] as [number, number] }];
    const book = async () => {
      const [item] = await client.estimate({ requester_id: REQUESTER, start_type: "asap", stops });
      const created = await client.createJourney({
        requester_id: REQUESTER,
        product_id: item!.product.id,
        stops: stops.map((s) => ({ ...s, addr: "Calle de Atocha", contact: { name: "Ana", mobile_cc: "34", mobile_num: "600000001" } })),
        rider: { name: "Ana", mobile: { mobile_cc: "34", mobile_num: "600000001" }, locale: "es" },
      } as Parameters<typeof client.createJourney>[0]);
      const booking = await bookedJourney(handle.db, { requesterId: REQUESTER }, created.id);
      return { bookingId: booking.id, journeyId: created.id };
    };
    const [one, many] = await Promise.all([book(), book()]);
    calls.clear();
    await Promise.all([followJourney(runner, one.bookingId), followJourney(runner, many.bookingId)]);

    let reads = 0;
    const watch = async (journeyId: string, until: number) => {
      while (Date.now() < until) {
        await readJourney({ db: handle.db, user: admin }, { journeyId });
        reads++;
        await sleep(readEveryMs);
      }
    };
    const until = Date.now() + seconds * 1000;
    await Promise.all([watch(one.journeyId, until), ...Array.from({ length: viewers }, () => watch(many.journeyId, until))]);
    const { live } = await readJourney({ db: handle.db, user: admin }, { journeyId: many.journeyId });
    return { seconds, viewers, reads, oneViewer: calls.get(one.journeyId) ?? 0, manyViewers: calls.get(many.journeyId) ?? 0, finalState: live?.state ?? null };
  } finally {
    await runner.stop();
    await handle.close();
    await server.close();
  }
}
