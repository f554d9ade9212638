import { SandboxError } from "./http";

/** No request the provider takes comes near this; anything larger is refused before it is held. */
export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = (limit: number) => new SandboxError(413, `body is larger than ${Math.round(limit / 1024)} KB`);

/**
 * A request's body as text, read with a running count: refused with 413 as soon as it passes
 * the limit, whatever Content-Length claims, so no more than the limit is ever held.
 */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
