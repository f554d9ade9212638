/**
 * Request bodies for the app's own route handlers (webhook receivers and the like): read with a
 * running count and refused past a limit, whatever Content-Length claims, so a stranger cannot
 * make the server hold more than that; and within a deadline, so a body sent a byte at a time
 * cannot hold the request open.
 */

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * The largest body a page or server action takes through proxy.ts: what a server action takes
 * (Next's 1 MB), no more. proxy.ts refuses a larger declared length, or a larger counted one when
 * none is declared (chunked).
 */
export const MAX_PROXIED_BODY_BYTES = 1024 * 1024;

/**
 * What next.config.mjs lets Next hold (`proxyClientMaxBodySize`): the limit and two of Node's 64 KiB
 * reads more, so a chunked body Next cuts at this size still counts past the limit in proxy.ts.
 */
export const PROXIED_BODY_HOLD_BYTES = MAX_PROXIED_BODY_BYTES + 128 * 1024;

/** A webhook or a fixture arrives in well under a second; a body still coming after this is not one. */
export const DEFAULT_BODY_DEADLINE_MS = 10_000;

export type BodyFailure =
  | { ok: false; status: 413; code: "too_large"; message: string }
  | { ok: false; status: 408; code: "too_slow"; message: string }
  | { ok: false; status: 400; code: "empty" | "invalid_json"; message: string };

export type BodyResult<T> = { ok: true; value: T } | BodyFailure;

export type BodyOptions = { maxBytes?: number; deadlineMs?: number };

const tooLarge = (maxBytes: number): BodyFailure => ({
  ok: false,
  status: 413,
  code: "too_large",
  message: `The request body is larger than ${maxBytes} bytes.`,
});
const tooSlow = (deadlineMs: number): BodyFailure => ({
  ok: false,
  status: 408,
  code: "too_slow",
  message: `The request body did not arrive within ${deadlineMs / 1000} s.`,
});

/** The body as text, or a 413 failure as soon as it passes `maxBytes` (never holding more), or a 408 once `deadlineMs` has passed. */
export async function readTextBody(
  request: Request,
  { maxBytes = DEFAULT_MAX_BODY_BYTES, deadlineMs = DEFAULT_BODY_DEADLINE_MS }: BodyOptions = {},
): Promise<BodyResult<string>> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) return tooLarge(maxBytes);
  if (!request.body) return { ok: true, value: "" };
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<"expired">((resolve) => (timer = setTimeout(() => resolve("expired"), deadlineMs)));
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), expired]);
      if (next === "expired") {
        await reader.cancel().catch(() => undefined);
        return tooSlow(deadlineMs);
      }
      if (next.done) break;
      total += next.value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return tooLarge(maxBytes);
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, value: new TextDecoder().decode(bytes) };
}

/** The body parsed as JSON, or a typed failure the route answers with its status (413, 408, or 400 for empty or malformed JSON). */
export async function readJsonBody(request: Request, options: BodyOptions = {}): Promise<BodyResult<unknown>> {
  const text = await readTextBody(request, options);
  if (!text.ok) return text;
  if (text.value.trim() === "") return { ok: false, status: 400, code: "empty", message: "The request body is empty; send a JSON document." };
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown };
  } catch {
    return { ok: false, status: 400, code: "invalid_json", message: "The request body is not valid JSON." };
  }
}

/**
 * Closes the connection after an answer given before the request's body was read to its end (a
 * wrong secret, or a body too large or too slow). Node would otherwise read the rest and throw it
 * away, as slowly as it comes, for as long as the client keeps sending. Sets the header in place.
 */
export function closeIfBodyUnread(request: Request, response: Response): Response {
  if (request.body !== null && (!request.bodyUsed || response.status === 408 || response.status === 413)) response.headers.set("connection", "close");
  return response;
}

/** The JSON answer for a failed read, for a route handler to return as it is. */
export const bodyFailureResponse = (failure: BodyFailure): Response =>
  Response.json({ error: failure.code, message: failure.message }, { status: failure.status });
