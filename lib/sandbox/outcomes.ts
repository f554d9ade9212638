import { createHash } from "node:crypto";
import { z } from "zod";
import type { Ctx } from "./context";
import { SandboxError, conflict, json } from "./http";
import { journeyRoute } from "./journeys";
import { naturalEndAt, progress } from "./progress";
import { outcomeSharesSchema } from "./outcome-shares";
import type { JourneyRecord, OutcomeShares } from "./state";
import { parseOrThrow } from "./validate";

/**
 * How a journey ends besides a drop off: no driver found, the driver cancels, the rider never
 * shows up. Decided once per journey from its id and the configured shares, so a run repeats; a
 * test may force one through the control surface.
 */

export const OUTCOMES = ["drop off", "not found", "driver cancel", "no show"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** A number in [0, 1) fixed by the journey's id. */
const draw = (id: string) => createHash("sha256").update(id).digest().readUInt32BE(0) / 2 ** 32;

/** The outcome the shares give a journey; drop off unless the journey's draw falls in a share. */
export function decideOutcome(id: string, shares: OutcomeShares): Outcome {
  let u = draw(id);
  for (const outcome of ["not found", "driver cancel", "no show"] as const) {
    if (u < shares[outcome]) return outcome;
    u -= shares[outcome];
  }
  return "drop off";
}

const forceBody = z.strictObject({ outcome: z.enum(OUTCOMES, { error: `outcome must be one of ${OUTCOMES.map((o) => `"${o}"`).join(", ")}` }) });

/**
 * Forces how a journey ends. It happens where that outcome naturally does (the search running
 * out, the driver on the way, the wait at the pickup), or at once when that point is already past.
 * An ended journey and a rider already aboard cannot be given another end.
 */
export function forceOutcome(ctx: Omit<Ctx, "clientId">, j: JourneyRecord, body: unknown) {
  const { outcome } = parseOrThrow(forceBody, body);
  const now = progress(j, ctx.now, ctx.clockSpeed, journeyRoute(j));
  if (now.finished) throw conflict(`journey ${j.id} has already ended (${now.state}); its end cannot change`);
  if (outcome !== "drop off" && now.state === "pick up") throw conflict(`journey ${j.id} cannot end in "${outcome}": the rider is already aboard`);
  j.outcome = outcome;
  j.outcome_at = null;
  const natural = naturalEndAt(j, ctx.clockSpeed);
  if (natural !== null && natural <= ctx.now) j.outcome_at = ctx.now;
  ctx.changes.put("journeys", j.id, j);
  return json({ id: j.id, outcome, at: outcome === "drop off" ? null : new Date(j.outcome_at ?? natural!).toISOString() });
}

export function patchOutcomeShares(ctx: Omit<Ctx, "clientId">, body: unknown): Response {
  const patch = parseOrThrow(outcomeSharesSchema, body);
  const next = { ...ctx.state.outcome_shares, ...patch };
  if (next["not found"] + next["driver cancel"] + next["no show"] > 1) throw new SandboxError(400, "the shares must add up to at most 1");
  ctx.state.outcome_shares = next;
  ctx.changes.set("outcome_shares", next);
  return json(next);
}

/** After "not found": the same journey searches again, in hire for a fixed 5 minutes, then goes on. */
export function keepSearching(ctx: Ctx, j: JourneyRecord): Response {
  const p = progress(j, ctx.now, ctx.clockSpeed, journeyRoute(j));
  if (p.endState !== "not found") {
    throw new SandboxError(
      400,
      `journey ${j.id} is ${p.state === "hire" ? "still searching" : `"${p.state}"`}: keep_searching is only possible after "not found"`,
    );
  }
  j.earlier = p.reached;
  j.search_from = ctx.now;
  j.outcome = "drop off";
  j.outcome_at = null;
  ctx.changes.put("journeys", j.id, j);
  return new Response(null, { status: 204 });
}
