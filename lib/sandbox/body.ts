import { SandboxError } from "./http";

/** No request the provider takes comes near this; anything larger is refused before it is held. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Every request the provider takes arrives in well under a second; one still coming after this is refused. */
export const BODY_DEADLINE_MS = 10_000;

const tooLarge = (limit: number) => new SandboxError(413, `body is larger than ${Math.round(limit / 1024)} KB`);

/**
 * A request's body as text, read with a running count: refused with 413 as soon as it passes
 * the limit, whatever Content-Length claims, so no more than the limit is ever held; and with
 * 408 once the deadline passes, so a body sent a byte at a time cannot hold the request open.
 */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES, deadlineMs = BODY_DEADLINE_MS): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
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
        throw new SandboxError(408, `body did not arrive within ${deadlineMs / 1000} s`);
      }
      if (next.done) break;
      total += next.value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(limit);
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
