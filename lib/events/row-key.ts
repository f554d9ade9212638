import "server-only";
import { createHash } from "node:crypto";

/** What makes two rows the same ride, whatever their label, reason, message or product. */
export type RideIdentity = { requesterId: string; guestMobile: string; stops: readonly (readonly number[])[]; startAt: string | null };

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/**
 * A stable key of a row's ride: requester, the guest's mobile in E.164, the stops to about 10 m and
 * the start time. The same row in a corrected sheet keeps its key; the text is hashed so the key
 * carries no phone number.
 */
export function rowKeyOf(ride: RideIdentity): string {
  const stops = ride.stops.map(([lat, lng]) => `${lat!.toFixed(4)},${lng!.toFixed(4)}`).join(";");
  return sha256(`${ride.requesterId}|${ride.guestMobile}|${ride.startAt ?? "asap"}|${stops}`).toString("hex");
}

/**
 * A ride as the guest lives it, whoever books it and under whichever requester: the guest's mobile in
 * E.164, the start time (local at the pickup, or as soon as possible) and the stops to about 10 m. Two
 * rows, or a row and a ride booked one by one, with the same key would put the guest in two cars.
 */
export function guestRideKeyOf(ride: Omit<RideIdentity, "requesterId">): string {
  const stops = ride.stops.map(([lat, lng]) => `${lat!.toFixed(4)},${lng!.toFixed(4)}`).join(";");
  return `${ride.guestMobile}|${ride.startAt ?? "asap"}|${stops}`;
}

/**
 * The booking intent of one row of one batch, as a UUID: the first 16 bytes of a SHA-256 over both,
 * with the version (5, name-based) and variant bits set. A double confirm, a re-upload into the same
 * batch or a restarted job all claim the same intent, so no row is ever booked twice.
 */
export function intentIdFor(batchId: string, rowKey: string): string {
  const b = sha256(`ridedesk.event-row\n${batchId}\n${rowKey}`).subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
