import { z } from "zod";
import type { Ctx } from "../context";
import { SandboxError, json } from "../http";
import { parseOrThrow } from "../validate";
import { forceOutcome } from "./operations";
import { findParcel } from "./parcels";
import { OUTCOMES } from "./types";

/** The sandbox's control of its logistics API: outcomes and notification faults, for tests and demos. */

const share = z.number().min(0).max(1);
const settingsPatch = z.strictObject({
  failureShare: share.optional(),
  returnShare: share.optional(),
  duplicateRate: share.optional(),
  reorderRate: share.optional(),
  dropRate: share.optional(),
  retryBaseMs: z.number().int().min(1).max(3_600_000).optional(),
  retryMaxMs: z
    .number()
    .int()
    .min(1)
    .max(24 * 3_600_000)
    .optional(),
  expiryMs: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3_600_000)
    .optional(),
  defaultTimeoutMs: z.number().int().min(1).max(60_000).optional(),
  locationEverySeconds: z.number().min(1).max(3600).optional(),
});

export const logisticsSettings = (ctx: Ctx) => json({ ...ctx.state.logistics, pending: Object.keys(ctx.state.outbox).length });

export function patchLogistics(ctx: Ctx, body: unknown): Response {
  const patch = parseOrThrow(settingsPatch, body);
  const next = { ...ctx.state.logistics.settings, ...patch };
  if (next.failureShare + next.returnShare > 1) throw new SandboxError(400, "failureShare and returnShare must add up to at most 1");
  ctx.state.logistics.settings = next;
  ctx.changes.set("logistics", ctx.state.logistics);
  return logisticsSettings(ctx);
}

const outcomeBody = z.strictObject({ outcome: z.enum(OUTCOMES, { error: `must be one of ${OUTCOMES.join(", ")}` }) });

/** PUT /_sandbox/parcels/{id}/outcome: how this parcel's delivery ends, whatever the shares say. */
export function putOutcome(ctx: Ctx, id: string, body: unknown): Response {
  const { outcome } = parseOrThrow(outcomeBody, body);
  return forceOutcome(ctx, findParcel(ctx, id), outcome);
}
