import { pruneTokens } from "./auth";
import type { Ctx } from "./context";
import { pruneEstimates } from "./estimates";
import { journeyRoute } from "./journeys";
import { progress } from "./progress";

/** Finished journeys are kept this long, so last month's bookings still answer. */
export const KEEP_FINISHED_JOURNEYS_MS = 30 * 24 * 3600 * 1000;
/** How often, on the sandbox's clock, the whole state is swept for what it no longer needs. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

type Tx = Pick<Ctx, "state" | "now" | "changes" | "clockSpeed">;

/** When a journey reached its end state, or null while it is under way. */
function finishedAt(j: Ctx["state"]["journeys"][number], now: number, speed: number): number | null {
  return progress(j, now, speed, journeyRoute(j)).endAt;
}

export function pruneJourneys({ state, now, changes, clockSpeed }: Tx): void {
  const kept = state.journeys.filter((j) => {
    const end = finishedAt(j, now, clockSpeed);
    const keep = end === null || now - end < KEEP_FINISHED_JOURNEYS_MS;
    if (!keep) changes.remove("journeys", j.id);
    return keep;
  });
  if (kept.length !== state.journeys.length) state.journeys = kept;
}

/** Forgets expired tokens, stale estimates and long-finished journeys. */
export function sweep(tx: Tx): void {
  pruneTokens(tx);
  pruneEstimates(tx);
  pruneJourneys(tx);
}
