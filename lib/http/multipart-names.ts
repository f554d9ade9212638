/**
 * A multipart body whose part headers hold a control character (a NUL in a file's name): Next's
 * multipart parser throws on it ("Malformed part header") and the request ends in a 500 before any
 * action can answer, so proxy.ts looks first and refuses it in words.
 */

const CR = 0x0d;
const LF = 0x0a;
const TAB = 0x09;

/** The boundary a multipart/form-data Content-Type names, or null for any other body. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

const indexOf = (bytes: Uint8Array, needle: Uint8Array, from: number) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(needle, from);

/** Whether any part's headers (from its boundary line to the blank line after them) hold a control character other than a tab. */
export function partHeadersHoldControl(bytes: Uint8Array, boundary: string): boolean {
  const delimiter = new TextEncoder().encode(`--${boundary}`);
  const blank = new Uint8Array([CR, LF, CR, LF]);
  let at = indexOf(bytes, delimiter, 0);
  while (at >= 0) {
    const start = at + delimiter.length;
    // The closing delimiter ("--boundary--") has no headers after it.
    if (bytes[start] === 0x2d && bytes[start + 1] === 0x2d) return false;
    const end = indexOf(bytes, blank, start);
    if (end < 0) return false;
    // From after the boundary line's CRLF to the blank line: only header text, each line ended by CRLF.
    for (let i = start + 2; i < end; i++) {
      const b = bytes[i]!;
      const lineBreak = (b === CR && bytes[i + 1] === LF) || (b === LF && bytes[i - 1] === CR);
      if ((b < 0x20 && b !== TAB && !lineBreak) || b === 0x7f) return true;
    }
    at = indexOf(bytes, delimiter, end + blank.length);
  }
  return false;
}

/** Whether a request's multipart body names a part (a file) with a control character; other bodies are not read. */
export async function multipartNamesHoldControl(request: Request): Promise<boolean> {
  const boundary = multipartBoundary(request.headers.get("content-type"));
  if (!boundary || !request.body) return false;
  return partHeadersHoldControl(new Uint8Array(await request.clone().arrayBuffer()), boundary);
}
