import type { Changes } from "./changes";
import type { RecordedRequest, SandboxState } from "./state";

/** The log of estimate and journey requests (creation, cancel, keep_searching), bounded in entries and in bytes. */

export const MAX_RECORDED = 100;
export const MAX_RECORDED_BYTES = 512 * 1024;
/** A body larger than this is logged as a note of its size, so one request cannot take the whole log. */
export const MAX_RECORDED_BODY_BYTES = 64 * 1024;

type Tx = { state: SandboxState; now: number; changes: Changes };

/** Keeps a copy of what an authenticated client sent, before any rule judges it. */
export function recordRequest({ state, now, changes }: Tx, method: string, path: string, text: string): void {
  const size = Buffer.byteLength(text);
  let body: unknown = text;
  if (size > MAX_RECORDED_BODY_BYTES) body = `(${size} bytes, too large to keep)`;
  else {
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text: a malformed body is worth seeing too
    }
  }
  const log = state.requests;
  const entry: RecordedRequest = { id: (log[log.length - 1]?.id ?? 0) + 1, at: now, method, path, body, bytes: Math.min(size, MAX_RECORDED_BODY_BYTES) };
  log.push(entry);
  changes.put("requests", String(entry.id), entry);
  let bytes = log.reduce((sum, r) => sum + r.bytes, 0);
  let drop = 0;
  while (log.length - drop > MAX_RECORDED || (bytes > MAX_RECORDED_BYTES && log.length - drop > 1)) {
    bytes -= log[drop]!.bytes;
    changes.remove("requests", String(log[drop++]!.id));
  }
  if (drop > 0) log.splice(0, drop);
}
