/**
 * Request bodies for the app's own route handlers (webhook receivers and the like): read with a
 * running count and refused past a limit, whatever Content-Length claims, so a stranger cannot
 * make the server hold more than that.
 */

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export type BodyFailure =
  | { ok: false; status: 413; code: "too_large"; message: string }
  | { ok: false; status: 400; code: "empty" | "invalid_json"; message: string };

export type BodyResult<T> = { ok: true; value: T } | BodyFailure;

const tooLarge = (maxBytes: number): BodyFailure => ({ ok: false, status: 413, code: "too_large", message: `The request body is larger than ${maxBytes} bytes.` });

/** The body as text, or a 413 failure as soon as it passes `maxBytes`; never holds more than that. */
export async function readTextBody(request: Request, { maxBytes = DEFAULT_MAX_BODY_BYTES } = {}): Promise<BodyResult<string>> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) return tooLarge(maxBytes);
  if (!request.body) return { ok: true, value: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, value: new TextDecoder().decode(bytes) };
}

/** The body parsed as JSON, or a typed failure the route answers with its status (413, or 400 for empty or malformed JSON). */
export async function readJsonBody(request: Request, options: { maxBytes?: number } = {}): Promise<BodyResult<unknown>> {
  const text = await readTextBody(request, options);
  if (!text.ok) return text;
  if (text.value.trim() === "") return { ok: false, status: 400, code: "empty", message: "The request body is empty; send a JSON document." };
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown };
  } catch {
    return { ok: false, status: 400, code: "invalid_json", message: "The request body is not valid JSON." };
  }
}

/** The JSON answer for a failed read, for a route handler to return as it is. */
export const bodyFailureResponse = (failure: BodyFailure): Response =>
  Response.json({ error: failure.code, message: failure.message }, { status: failure.status });
