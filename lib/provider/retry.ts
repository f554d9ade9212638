import "server-only";
import { backoffMs as backoff } from "@/lib/backoff";
import { ProviderError } from "./errors";

export type RetryPolicy = {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** The longest Retry-After the client will wait for; a longer one is surfaced as it is. */
  maxRetryAfterMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  /** Told of each failure that is about to be retried. */
  onRetry?: (error: ProviderError, attempt: number) => void;
};

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  maxRetryAfterMs: 10_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/** Exponential backoff with jitter: half the step fixed, half random, so retries neither bunch nor vanish. */
export function backoffMs(attempt: number, policy: RetryPolicy): number {
  return backoff(attempt - 1, { baseMs: policy.baseDelayMs, maxMs: policy.maxDelayMs, spread: [0.5, 1] }, policy.random);
}

/** Reads Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** A retryable failure that asks for a wait: the provider's Retry-After, when it sent one. */
export class RetryAfter extends Error {
  constructor(
    readonly error: ProviderError,
    readonly waitMs: number | null,
  ) {
    super(error.message);
  }
}

/**
 * A failure that has had its retries already (the token request runs its own loop): passed on
 * as it is, so retry loops never nest and `attempts` counts the requests really made.
 */
export class AlreadyRetried extends Error {
  constructor(readonly error: ProviderError) {
    super(error.message);
  }
}

/**
 * Runs an operation, trying again after a retryable ProviderError (429 and 5xx only).
 * An operation can throw RetryAfter to ask for a given wait, or AlreadyRetried to stop at once.
 */
export async function withRetries<T>(op: (attempt: number) => Promise<T>, overrides: Partial<RetryPolicy> = {}): Promise<T> {
  let policy: RetryPolicy | undefined; // built only when a retry is considered: the first try is the hot path
  for (let attempt = 1; ; attempt++) {
    try {
      return await op(attempt);
    } catch (thrown) {
      policy ??= { ...DEFAULT_RETRY, ...overrides };
      if (thrown instanceof AlreadyRetried) throw thrown.error;
      const asked = thrown instanceof RetryAfter ? thrown.waitMs : null;
      const error = thrown instanceof RetryAfter ? thrown.error : thrown;
      if (!(error instanceof ProviderError) || !error.retryable || attempt >= policy.maxAttempts) {
        throw error instanceof ProviderError ? withAttempts(error, attempt) : error;
      }
      if (asked !== null && asked > policy.maxRetryAfterMs) throw withAttempts(error, attempt);
      policy.onRetry?.(error, attempt);
      await policy.sleep(asked ?? backoffMs(attempt, policy));
    }
  }
}

function withAttempts(e: ProviderError, attempts: number): ProviderError {
  if (e.attempts === attempts) return e;
  const copy = new ProviderError(e.status, e.providerMessage, e.field, e.operation, e.kind, attempts);
  copy.stack = e.stack;
  copy.body = e.body;
  copy.retryAfterMs = e.retryAfterMs;
  return copy;
}
