import "server-only";
import { createHash } from "node:crypto";

/**
 * The booking intent of one day of a series, as a UUID (SHA-256, version 5 and variant bits set):
 * the same series, day and revision always claim the same intent, so a second send, a restart or two
 * processes at once get the first booking back instead of a second ride. A day changed from the
 * series' page has a new revision, hence a new intent.
 */
export function occurrenceIntentId(seriesId: string, day: string, revision: number): string {
  const b = createHash("sha256").update(`ridedesk.series\n${seriesId}\n${day}\n${revision}`).digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
