import { z } from "zod";
import type { OutcomeShares } from "./state";

/** The shares of journeys that end without a drop off, as configured (SANDBOX_OUTCOME_SHARES) or patched. */

export const NO_SHARES: OutcomeShares = { "not found": 0, "driver cancel": 0, "no show": 0 };

const share = z.number().min(0).max(1);
export const outcomeSharesSchema = z
  .strictObject({ "not found": share.optional(), "driver cancel": share.optional(), "no show": share.optional() })
  .refine((s) => (s["not found"] ?? 0) + (s["driver cancel"] ?? 0) + (s["no show"] ?? 0) <= 1, "the shares must add up to at most 1");

/**
 * Reads "not found=0.1,driver cancel=0.05,no show=0.05" (SANDBOX_OUTCOME_SHARES); absent parts are 0.
 * Throws a message naming the part that is wrong.
 */
export function parseOutcomeShares(text: string): OutcomeShares {
  const shares: Record<string, number> = {};
  for (const part of text.split(",").map((p) => p.trim()).filter(Boolean)) {
    const [name, value] = part.split("=").map((p) => p?.trim());
    const n = Number(value);
    if (!name || !(name in NO_SHARES)) throw new Error(`"${part}": the outcome must be one of "not found", "driver cancel", "no show"`);
    if (value === undefined || value === "" || !Number.isFinite(n) || n < 0 || n > 1) throw new Error(`"${part}": the share must be a number from 0 to 1`);
    shares[name] = n;
  }
  const parsed = outcomeSharesSchema.safeParse(shares);
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
  return { ...NO_SHARES, ...parsed.data };
}
