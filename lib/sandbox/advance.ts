import { z } from "zod";
import type { Ctx } from "./context";
import { conflict, json } from "./http";
import { journeyRoute } from "./journeys";
import { phaseStarts, progress } from "./progress";
import type { JourneyRecord } from "./state";
import { parseOrThrow } from "./validate";

/**
 * Moves one journey on in time, as if the clock had run ahead for it alone: tests see it reach a state
 * now instead of waiting, and other journeys keep their pace. Not part of the provider's API.
 */

const LATER_STATES = ["hired", "arrived", "pick up", "drop off", "terminated"] as const;
const advanceBody = z.strictObject({ to: z.enum(LATER_STATES, { error: `to must be one of ${LATER_STATES.map((s) => `"${s}"`).join(", ")}` }) });

/** Shifts every moment of the journey back by `ms`, so it stands `ms` further along its timeline. */
function shift(j: JourneyRecord, ms: number) {
  j.created_at -= ms;
  j.search_from -= ms;
  if (j.cancelled_at !== null) j.cancelled_at -= ms;
  if (j.outcome_at !== null) j.outcome_at -= ms;
  j.earlier = j.earlier.map((e) => ({ ...e, at: e.at - ms }));
}

/** Brings the journey to the start of a state (nothing to do when it is there or past it); an ended journey stays as it is. */
export function advanceJourney(ctx: Omit<Ctx, "clientId">, j: JourneyRecord, body: unknown): Response {
  const { to } = parseOrThrow(advanceBody, body);
  const ahead = phaseStarts(j, ctx.clockSpeed)[to] - ctx.now;
  if (ahead > 0) {
    const before = progress(j, ctx.now, ctx.clockSpeed, journeyRoute(j));
    // After a drop off only the close (terminated) is still to come; any other end is final.
    if (before.finished && !(before.endState === "drop off" && to === "terminated")) throw conflict(`journey ${j.id} has already ended (${before.state})`);
    shift(j, ahead);
    ctx.changes.put("journeys", j.id, j);
  }
  const after = progress(j, ctx.now, ctx.clockSpeed, journeyRoute(j));
  return json({ id: j.id, state: after.state, finished: after.finished });
}
