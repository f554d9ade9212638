import "server-only";
import { log } from "@/lib/log";
import type { z } from "zod";
import { mayHoldUnstorableText, storableText } from "@/lib/storable-text";
import { ProviderError, readErrorBody } from "./errors";
import { AlreadyRetried, RetryAfter, retryAfterMs, withRetries, type RetryPolicy } from "./retry";
import type { TokenManager } from "./tokens";

const logger = log.child({ module: "provider" });

/** fetch with a deadline; a lost connection or a deadline passed becomes a ProviderError. */
export async function send(doFetch: typeof fetch, url: string, init: RequestInit, timeoutMs: number, operation: string) {
  // A plain timer, cleared once the body has arrived, costs less than AbortSignal.timeout per call.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("deadline passed", "TimeoutError")), timeoutMs);
  try {
    const response = await doFetch(url, { ...init, signal: controller.signal, cache: "no-store" });
    return { status: response.status, ok: response.ok, headers: response.headers, text: await response.text() };
  } catch (e) {
    const timedOut = controller.signal.aborted || (e instanceof DOMException && e.name === "TimeoutError");
    throw new ProviderError(0, null, null, operation, timedOut ? "timeout" : "network");
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A failed answer as the error to throw: a RetryAfter, with the provider's wait, when the request
 * may be repeated (429, 5xx); else the ProviderError itself. The token endpoint blames no field.
 */
export function failureOf(response: { status: number; headers: Headers; text: string }, operation: string, { blamesField = true } = {}): Error {
  const { message, field } = readErrorBody(response.text);
  const error = new ProviderError(response.status, message, blamesField ? field : null, operation);
  error.body = parseBody(response.text);
  if (!error.retryable) return error;
  error.retryAfterMs = retryAfterMs(response.headers.get("retry-after"));
  return new RetryAfter(error, error.retryAfterMs);
}

/**
 * An answer's JSON, cleaned of text PostgreSQL cannot store (a NUL, a lone surrogate): whatever the
 * provider sends, one odd label or name must not make every write of what came with it fail.
 */
function parseJson(text: string): unknown {
  const value = JSON.parse(text) as unknown;
  return mayHoldUnstorableText(text) ? storableText(value) : value;
}

/** A failed answer's JSON body, when it had one: some carry data, as the parcels behind a 409. */
function parseBody(text: string): unknown {
  try {
    return text ? parseJson(text) : null;
  } catch {
    return null;
  }
}

type QueryValue = string | number | boolean | undefined;

export type Call<T> = {
  operation: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** An array value repeats the parameter (`states=a&states=b`). */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  /** Response schema; extra fields are tolerated. Omit for an empty answer. */
  schema?: z.ZodType<T>;
  /**
   * False for calls that must never repeat by themselves, such as creating a journey;
   * "rate-limited" to repeat only after a 429, which the provider did not act on (a 5xx may hide
   * an operation that was queued).
   */
  retry?: boolean | "rate-limited";
  /** Told of each failed attempt that is about to be retried. */
  onRetry?: (error: ProviderError, attempt: number) => void;
  timeoutMs?: number;
};

export type HttpOptions = {
  baseUrl: string;
  tokens: TokenManager;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
};

export function createHttp(options: HttpOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, "");

  async function attempt<T>(call: Call<T>, token: string): Promise<T> {
    const url = new URL(base + call.path);
    for (const [k, v] of Object.entries(call.query ?? {})) {
      if (Array.isArray(v)) for (const item of v) if (item !== undefined) url.searchParams.append(k, String(item));
      if (!Array.isArray(v) && v !== undefined) url.searchParams.set(k, String(v));
    }
    const response = await send(
      doFetch,
      url.toString(),
      {
        method: call.method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: "application/json",
          ...(call.body !== undefined ? { "content-type": "application/json" } : {}),
        },
        body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
      },
      call.timeoutMs ?? options.timeoutMs ?? 15_000,
      call.operation,
    );
    const { text } = response;
    if (!response.ok) throw failureOf(response, call.operation);
    if (!call.schema) return undefined as T;
    let body: unknown;
    try {
      body = text ? parseJson(text) : undefined;
    } catch {
      throw new ProviderError(response.status, null, null, call.operation, "invalid_response");
    }
    const parsed = call.schema.safeParse(body);
    if (!parsed.success) {
      logger.error(
        { operation: call.operation, issues: parsed.error.issues.slice(0, 3).map(({ code, path, message }) => ({ code, path, message })) },
        "unexpected response",
      );
      throw new ProviderError(response.status, null, null, call.operation, "invalid_response");
    }
    return parsed.data;
  }

  /** A token; the token manager has retried its request already, so a failure is final here. */
  function token(): string | Promise<string> {
    const t = options.tokens.getToken();
    // A cached token comes back as a string: no promise, no extra turn of the event loop.
    return typeof t === "string"
      ? t
      : t.catch((e: unknown) => {
          throw e instanceof ProviderError ? new AlreadyRetried(e) : e;
        });
  }

  /** One authorised call: a refused token is renewed once and the call made once more. */
  async function authorised<T>(call: Call<T>): Promise<T> {
    const cached = token();
    const first = typeof cached === "string" ? cached : await cached;
    try {
      return await attempt(call, first);
    } catch (e) {
      if (!(e instanceof ProviderError) || e.kind !== "unauthorized") throw e;
      options.tokens.invalidate(first);
      return attempt(call, await token());
    }
  }

  return {
    call<T>(call: Call<T>): Promise<T> {
      const once = call.retry === false ? { maxAttempts: 1 } : undefined;
      const run =
        call.retry === "rate-limited"
          ? () =>
              authorised(call).catch((e: unknown) => {
                const error = e instanceof RetryAfter ? e.error : e;
                throw error instanceof ProviderError && error.kind !== "rate_limited" ? new AlreadyRetried(error) : e;
              })
          : () => authorised(call);
      return withRetries(run, once || call.onRetry ? { ...options.retry, ...once, onRetry: call.onRetry } : options.retry);
    },
    /** The provider's base URL, without a trailing slash. */
    baseUrl: base,
  };
}

export type Http = ReturnType<typeof createHttp>;
