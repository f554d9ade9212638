import "server-only";
import { retryAfterMs } from "@/lib/provider/retry";

/**
 * Posts an alert to a desk's webhook (Slack, a Teams workflow) and says what became of it: sent,
 * worth trying again later, or refused until someone changes the webhook. The URL is a secret (it
 * alone lets anyone post to the channel): it is never logged nor put in what this returns.
 */

export type PostOutcome =
  | { outcome: "sent"; status: number }
  | {
      outcome: "retry";
      reason: "rate limited" | "server error" | "network" | "timeout";
      /** The receiver's HTTP status; null when no answer came. */
      status: number | null;
      /** How long the receiver asked us to wait (Retry-After), when it said. */
      retryAfterMs: number | null;
    }
  | {
      outcome: "refused";
      status: number;
      /** The receiver's own short word for why (Slack's "channel_is_archived", a workflow's error code), or "HTTP <status>". */
      reason: string;
    };

export type PostOptions = { fetch?: typeof fetch; timeoutMs: number };

/** The part of an answer read for its reason: enough for any error word, never a large page. */
const BODY_READ_MAX = 2000;
/** A reason is only passed on when it is one short word: prose may quote back what was sent, or the URL. */
const REASON_WORD = /^[A-Za-z][A-Za-z0-9_.:-]{0,79}$/;
/** The retired Office 365 connectors answer 200 with this text when they are throttling. */
const CONNECTOR_THROTTLED = /returned HTTP error 429/i;

export async function postAlert(url: string, body: unknown, options: PostOptions): Promise<PostOutcome> {
  const doFetch = options.fetch ?? fetch;
  // A plain timer covers the body's reading too, and tells our own deadline from other aborts.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await doFetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", Accept: "application/json, text/plain" },
      body: JSON.stringify(body),
      // A webhook that redirects is misconfigured; following it would send the alert somewhere no one chose.
      redirect: "manual",
      cache: "no-store",
      signal: controller.signal,
    });
    const text = (await response.text()).slice(0, BODY_READ_MAX);
    return outcomeOf(response.status, response.headers, text);
  } catch {
    // The error's own message may name the host: only its kind is kept.
    return { outcome: "retry", reason: controller.signal.aborted ? "timeout" : "network", status: null, retryAfterMs: null };
  } finally {
    clearTimeout(timer);
  }
}

/** An answer sorted: 2xx sent (Slack says "ok" with 200, a workflow 202), 408/429/5xx again later, anything else refused. */
export function outcomeOf(status: number, headers: Headers, text: string): PostOutcome {
  const wait = () => retryAfterMs(headers.get("retry-after"));
  if (status >= 200 && status < 300) {
    if (CONNECTOR_THROTTLED.test(text)) return { outcome: "retry", reason: "rate limited", status, retryAfterMs: wait() };
    return { outcome: "sent", status };
  }
  if (status === 429) return { outcome: "retry", reason: "rate limited", status, retryAfterMs: wait() };
  if (status === 408) return { outcome: "retry", reason: "timeout", status, retryAfterMs: wait() };
  if (status >= 500) return { outcome: "retry", reason: "server error", status, retryAfterMs: wait() };
  if (status >= 300 && status < 400) return { outcome: "refused", status, reason: "redirect" };
  return { outcome: "refused", status, reason: reasonOf(text) ?? `HTTP ${status}` };
}

/** Slack answers a bare word ("invalid_payload"); a workflow answers JSON with error.code. */
function reasonOf(text: string): string | null {
  const trimmed = text.trim();
  if (REASON_WORD.test(trimmed)) return trimmed;
  try {
    const parsed = JSON.parse(trimmed) as { error?: { code?: unknown } | string; code?: unknown };
    const code = typeof parsed.error === "string" ? parsed.error : (parsed.error?.code ?? parsed.code);
    return typeof code === "string" && REASON_WORD.test(code) ? code : null;
  } catch {
    return null;
  }
}
