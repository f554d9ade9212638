import "server-only";
import { ActionError, type ActionFailure } from "@/lib/action-result";
import type { Basket, priceBasket } from "@/lib/booking/price-basket";
import { messageRef } from "@/lib/i18n/message-ref";
import { log } from "@/lib/log";
import { ProviderError, describeProviderError, type ProviderErrorKind } from "@/lib/provider/errors";
import { DEFAULT_RETRY, backoffMs } from "@/lib/provider/retry";
import { createPace } from "./provider-pace";

const logger = log.child({ module: "event-estimates" });

/** One row's basket; rows with the same key (requester, stops, start) share one estimate. */
export type EventBasket = Basket & { key: string };

type Priced = Awaited<ReturnType<typeof priceBasket>>;
/** What the rows of a basket need from its estimate. */
export type BasketEstimate = Pick<Priced, "products" | "createdAt" | "startAt" | "zone">;
export type EstimateFailure = ActionFailure["error"];
export type BasketOutcome = ({ ok: true } & BasketEstimate) | { ok: false; error: EstimateFailure };

export type EstimateQueueOptions = {
  /**
   * Makes one estimate, once: it must not repeat a 429 by itself, or the queue's pause would come on
   * top of its own waits. By default priceBasket with the provider client's retries off.
   */
  estimate?: (basket: Basket) => Promise<BasketEstimate>;
  /** Estimates in flight at most. */
  concurrency?: number;
  /** Attempts per basket, the first included, when the provider fails (5xx), is slow or cannot be reached. */
  maxAttempts?: number;
  /** 429s one basket may meet before it is answered "busy". */
  maxRateLimited?: number;
  /** The longest Retry-After the queue pauses for; asked for longer, the baskets left are answered "busy" at once. */
  maxPauseMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Told after each distinct basket gets its answer; `total` counts distinct baskets. */
  onProgress?: (done: number, total: number) => void;
};

/**
 * The provider client tries a 429 or 5xx again by itself (up to 4 attempts, each waiting Retry-After
 * on its own). Here that would multiply retries (the queue's attempts times the client's) and keep
 * the other calls going while one waits. So the queue calls it with its retries off and owns them
 * all: a 429 pauses every call for the Retry-After, then the pace is kept; a 5xx, a timeout or a lost
 * connection is retried for that basket alone with backoff (an estimate changes nothing at the
 * provider, so repeating one after a timeout is safe); any other refusal is the basket's answer.
 */
const defaultEstimate = async (basket: Basket) => {
  // Loaded on first use: booking brings the whole desk with it, which a caller with its own estimate (a benchmark) does without.
  const { priceBasket } = await import("@/lib/booking/price-basket");
  return priceBasket(basket, { retry: false });
};

/** Failures worth another attempt of the same basket. */
const TRANSIENT = new Set<ProviderErrorKind>(["server_error", "timeout", "network"]);
const isRateLimited = (e: unknown): e is ProviderError => e instanceof ProviderError && e.kind === "rate_limited";
/** An answer from the provider, not a failure before the call (a reservation time refused here) or on the way. */
const reachedProvider = (e: unknown) => (e instanceof ProviderError && e.status > 0) || (e instanceof ActionError && e.code === "provider");
/** 429s without Retry-After back off from a second, doubling up to half a minute. */
const RATE_LIMIT_BACKOFF = { baseDelayMs: 1000, maxDelayMs: 30_000 };

/**
 * Estimates an event's baskets, each distinct key once, within the provider's rate limits.
 * Resolves with every key's outcome; one basket's failure never fails the others.
 */
export async function estimateBaskets(baskets: readonly EventBasket[], options: EstimateQueueOptions = {}): Promise<Map<string, BasketOutcome>> {
  const {
    estimate = defaultEstimate,
    concurrency = 4,
    maxAttempts = 4,
    maxRateLimited = 10,
    maxPauseMs = 60_000,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    now = Date.now,
    random = Math.random,
    onProgress,
  } = options;
  const distinct = [...new Map(baskets.map((b) => [b.key, b])).values()];
  const results = new Map<string, BasketOutcome>();
  const pace = createPace({ now, sleep });
  const backoff = (attempt: number, policy: Partial<typeof DEFAULT_RETRY> = {}) => backoffMs(attempt, { ...DEFAULT_RETRY, ...policy, random });
  /** Set once the provider asks for a longer wait than the queue gives: the rest are not tried. */
  let gaveUp: EstimateFailure | null = null;

  async function one({ requesterId, stops, when }: EventBasket): Promise<BasketOutcome> {
    let failures = 0;
    let limited = 0;
    for (;;) {
      if (gaveUp) return { ok: false, error: gaveUp };
      const sentIn = await pace.turn();
      if (gaveUp) return { ok: false, error: gaveUp };
      try {
        const { products, createdAt, startAt, zone } = await estimate({ requesterId, stops, when });
        pace.answered(sentIn);
        return { ok: true, products, createdAt, startAt, zone };
      } catch (e) {
        if (isRateLimited(e)) {
          const waitMs = e.retryAfterMs ?? backoff(limited + 1, RATE_LIMIT_BACKOFF);
          if (waitMs > maxPauseMs) gaveUp = failureOf(e);
          if (waitMs > maxPauseMs || ++limited >= maxRateLimited) return { ok: false, error: failureOf(e) };
          pace.limited(sentIn, waitMs);
          continue;
        }
        if (reachedProvider(e)) pace.answered(sentIn); // it went through the gateway, and counted there
        if (e instanceof ProviderError && TRANSIENT.has(e.kind) && ++failures < maxAttempts) {
          await sleep(backoff(failures));
          continue;
        }
        return { ok: false, error: failureOf(e) };
      }
    }
  }

  let next = 0;
  async function worker() {
    while (next < distinct.length) {
      const basket = distinct[next++]!;
      results.set(basket.key, await one(basket));
      onProgress?.(results.size, distinct.length);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, distinct.length)) }, worker));
  return results;
}

/** A basket's failure as its rows show it: the provider's own words for a refusal, else what happened. */
function failureOf(e: unknown): EstimateFailure {
  // priceBasket's refusal: the provider's words about a stop or the time, by form field.
  if (e instanceof ActionError) return { code: e.code, message: e.message, ...(e.fields ? { fields: e.fields } : {}) };
  if (e instanceof ProviderError) {
    const retryable = e.kind === "rate_limited" || TRANSIENT.has(e.kind);
    return { code: e.kind === "rate_limited" ? "rate_limited" : "provider", message: describeProviderError(e), ...(retryable ? { retryable } : {}) };
  }
  logger.error({ err: e }, "an estimate failed unexpectedly");
  return { code: "unexpected", message: messageRef("unexpected") };
}
