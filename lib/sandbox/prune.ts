import { pruneTokens } from "./auth";
import type { Ctx } from "./context";
import { pruneEstimates } from "./estimates";
import { journeyRoute } from "./journeys";
import { unindexParcel } from "./logistics/parcel-index";
import { progress } from "./progress";

/** Finished journeys are kept this long, so last month's bookings still answer. */
export const KEEP_FINISHED_JOURNEYS_MS = 30 * 24 * 3600 * 1000;
/** Messages, their bodies with them, are kept this long, as a message log need not hold guests' words for longer. */
export const KEEP_MESSAGES_MS = 30 * 24 * 3600 * 1000;
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

/** Deleted parcels answer 404 at once; their records go at the next sweep. */
export function pruneParcels({ state, now, changes }: Tx): void {
  for (const p of Object.values(state.parcels)) {
    if (p.deleted_at === null || p.deleted_at > now) continue;
    unindexParcel(state.parcels, p);
    delete state.parcels[p.id];
    changes.remove("parcels", p.id);
  }
}

/** Messages older than a month go, with any status callback still waiting for them. */
export function pruneMessages({ state, now, changes }: Tx): void {
  let removed = false;
  for (const m of Object.values(state.messages)) {
    if (now - m.created_at < KEEP_MESSAGES_MS) continue;
    delete state.messages[m.id];
    changes.remove("messages", m.id);
    removed = true;
  }
  if (!removed) return;
  for (const e of Object.values(state.message_callbacks)) {
    if (Object.hasOwn(state.messages, e.message_sid)) continue;
    delete state.message_callbacks[e.id];
    changes.remove("message_callbacks", e.id);
  }
}

/** Forgets expired tokens, stale estimates, long-finished journeys, deleted parcels and month-old messages. */
export function sweep(tx: Tx): void {
  pruneTokens(tx);
  pruneEstimates(tx);
  pruneJourneys(tx);
  pruneParcels(tx);
  pruneMessages(tx);
}
