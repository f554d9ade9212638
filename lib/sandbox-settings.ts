import { z } from "zod";

/**
 * The embedded sandbox's settings as the configuration reads them. The configuration checks them
 * itself, sharing no code with lib/sandbox (which judges the app on its own); the sandbox takes
 * the values as any option of createSandbox.
 */

/** The share of new journeys that end in each outcome other than a drop off, 0..1 each. */
export type OutcomeShares = { "not found": number; "driver cancel": number; "no show": number };

export const NO_SHARES: OutcomeShares = { "not found": 0, "driver cancel": 0, "no show": 0 };

const share = z.number().min(0).max(1);
const sharesSchema = z
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
  const parsed = sharesSchema.safeParse(shares);
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
  return { ...NO_SHARES, ...parsed.data };
}
