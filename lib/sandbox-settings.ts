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
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
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

/** A limit of the sandbox's gateway: at most `requests` calls per `perSeconds`, per client. */
export type RateLimit = { requests: number; perSeconds: number };

/** The calls SANDBOX_RATE_LIMITS names, by the name it gives them. */
export const RATE_LIMITED_CALLS = { estimate: "POST /api/v4/estimates", journey: "POST /api/v4/journey" } as const;

/**
 * Reads "estimate=10/1s,journey=5/1s" (SANDBOX_RATE_LIMITS): calls per period, the period in seconds
 * or minutes ("10/s" is 10/1s, "100/1m" 100 a minute). Keyed by call, as the sandbox takes them.
 * Throws a message naming the part that is wrong.
 */
export function parseRateLimits(text: string): Record<string, RateLimit> {
  const limits: Record<string, RateLimit> = {};
  const names = Object.keys(RATE_LIMITED_CALLS).join(", ");
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, value] = part.split("=").map((p) => p?.trim());
    if (!name || !Object.hasOwn(RATE_LIMITED_CALLS, name)) throw new Error(`"${part}": the call must be one of ${names}`);
    const m = /^(\d+)\/(\d+(?:\.\d+)?)?([sm])$/.exec(value ?? "");
    const requests = Number(m?.[1]);
    const perSeconds = Number(m?.[2] ?? 1) * (m?.[3] === "m" ? 60 : 1);
    if (!m || requests < 1 || requests > 1_000_000 || perSeconds <= 0 || perSeconds > 86_400) {
      throw new Error(`"${part}": the limit must be calls per period, from 1 call and up to a day, such as 10/1s or 100/1m`);
    }
    limits[RATE_LIMITED_CALLS[name as keyof typeof RATE_LIMITED_CALLS]] = { requests, perSeconds };
  }
  return limits;
}
