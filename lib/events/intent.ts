import { createHash } from "node:crypto";

/**
 * The booking intent of an event's row: a UUID derived from the batch and the row's key (its ride's
 * content), the same however often it is worked out, so a double confirm, a re-upload of the same
 * sheet or a restart claim the same intent and the ride is booked once. Shaped as a version 5
 * (name-based) UUID, from SHA-256 rather than SHA-1.
 */
export function intentIdFor(batchId: string, rowKey: string): string {
  const bytes = createHash("sha256").update(`ridedesk.event-row:${batchId}:${rowKey}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
