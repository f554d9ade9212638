import { z } from "zod";
import type { OutcomeShares } from "./state";

/** The shares of journeys that end without a drop off, as configured or patched. */

export const NO_SHARES: OutcomeShares = { "not found": 0, "driver cancel": 0, "no show": 0 };

const share = z.number().min(0).max(1);
export const outcomeSharesSchema = z
  .strictObject({ "not found": share.optional(), "driver cancel": share.optional(), "no show": share.optional() })
  .refine((s) => (s["not found"] ?? 0) + (s["driver cancel"] ?? 0) + (s["no show"] ?? 0) <= 1, "the shares must add up to at most 1");
