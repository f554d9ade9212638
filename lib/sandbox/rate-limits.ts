import { z } from "zod";
import { SandboxError, json } from "./http";
import { parseOrThrow } from "./validate";

/**
 * The gateway in front of the API: a limit per endpoint ("POST /api/v4/estimates"), counted per
 * client (the OAuth client behind the access token), answered 429 with Retry-After in whole seconds.
 *
 * The provider documents no limits and no rate-limit headers, so how they are counted is a simulation
 * choice: a token bucket, as most gateways have. A client may burst `requests` calls, and the bucket
 * refills evenly, `requests` per `perSeconds`; a refused call costs nothing. Retry-After is the wait,
 * rounded up to a second, until the bucket holds a whole call again.
 *
 * The limits are the gateway's configuration, not the provider's data: they live in memory, start
 * from the sandbox's options at every start and change through the control endpoint until a restart.
 */

export type RateLimit = { requests: number; perSeconds: number };
/** Limits by call, "METHOD /path", the path exactly as the API is called (no patterns). */
export type RateLimits = Record<string, RateLimit>;

const CALL_PATTERN = /^(GET|POST|PUT|PATCH|DELETE) \/\S{0,200}$/;
const MAX_LIMITS = 50;
const limitSchema = z.strictObject({
  requests: z.number().int("must be a whole number").min(1, "must be at least 1").max(1_000_000, "must be at most 1000000"),
  perSeconds: z.number().positive("must be more than 0").max(86_400, "must be at most 86400 (a day)"),
});
/** A record keyed by call; a key that is not one is named in the message. */
const byCall = <T extends z.ZodType>(value: T) =>
  z.record(z.string(), value).superRefine((record, ctx) => {
    for (const call of Object.keys(record)) {
      if (!CALL_PATTERN.test(call)) ctx.addIssue({ code: "custom", path: [call], message: 'is not a call: name one as "POST /api/v4/estimates"' });
    }
  });
const limitsSchema = byCall(limitSchema).refine((l) => Object.keys(l).length <= MAX_LIMITS, `at most ${MAX_LIMITS} calls can be limited`);
const patchSchema = byCall(limitSchema.nullable());

/**
 * Each call is worth `period` units (its limit's period in ms) and the bucket gains `requests` units a
 * millisecond: integers throughout, so a bucket is exactly full again after its period, however long.
 */
type Bucket = { units: number; at: number };
type Counts = { allowed: number; limited: number };

export function createRateLimits(initial: RateLimits = {}) {
  const limits = new Map(Object.entries(limitsSchema.parse(initial)));
  const buckets = new Map<string, Bucket>();
  const counts = new Map<string, Counts>();

  const forget = (call: string) => {
    for (const key of buckets.keys()) if (key.startsWith(`${call}\u0000`)) buckets.delete(key);
  };

  /**
   * Counts one call by `client` at `now`: null when it may go ahead, else the whole seconds to wait.
   * `client` is asked only for a limited call, and a call without a known client is not counted: it
   * is refused for its token anyway.
   */
  function take(method: string, path: string, now: number, client: () => string | null): number | null {
    const call = `${method} ${path}`;
    const limit = limits.get(call);
    if (!limit) return null;
    const who = client();
    if (who === null) return null;
    const period = Math.max(1, Math.round(limit.perSeconds * 1000));
    const capacity = limit.requests * period;
    const key = `${call}\u0000${who}`;
    const bucket = buckets.get(key) ?? { units: capacity, at: now };
    // A clock set back (a test's) refills nothing rather than draining the bucket.
    bucket.units = Math.min(capacity, bucket.units + Math.max(0, now - bucket.at) * limit.requests);
    bucket.at = now;
    buckets.set(key, bucket);
    const count = counts.get(call) ?? { allowed: 0, limited: 0 };
    counts.set(call, count);
    if (bucket.units >= period) {
      bucket.units -= period;
      count.allowed++;
      return null;
    }
    count.limited++;
    const waitMs = Math.ceil((period - bucket.units) / limit.requests);
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  /** What GET /_sandbox/rate-limits answers: the limits, and the calls let through and refused under each. */
  const view = () => json({ limits: Object.fromEntries(limits), counts: Object.fromEntries(counts) });

  /** PATCH /_sandbox/rate-limits: `{ "<call>": { requests, perSeconds } }` sets a limit (a fresh, full bucket); null lifts it. */
  function patch(body: unknown): Response {
    const changes = parseOrThrow(patchSchema, body);
    const next = new Map(limits);
    for (const [call, limit] of Object.entries(changes)) {
      if (limit) next.set(call, limit);
      else next.delete(call);
    }
    if (next.size > MAX_LIMITS) throw new SandboxError(400, `at most ${MAX_LIMITS} calls can be limited`);
    for (const call of Object.keys(changes)) forget(call);
    limits.clear();
    for (const [call, limit] of next) limits.set(call, limit);
    return view();
  }

  return { take, view, patch };
}

export type RateLimiter = ReturnType<typeof createRateLimits>;
