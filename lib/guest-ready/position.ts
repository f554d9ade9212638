import { distanceM } from "@/lib/distance";
import type { BookingRow } from "@/lib/booking/queries";
import type { MovedPickup } from "@/lib/booking/ready-queries";

/** Where the guest's phone says they are, as their page sends it with their tap. */
export type GuestPosition = { lat: number; lng: number };

type Stop = { loc: [number, number]; name?: string };

/**
 * The pickup moved to where the guest is, when their ride allows it and they are near enough the
 * planned pickup: `off` when the agent or the policy did not allow it, `too_far` beyond the radius.
 * The stop keeps nothing of the planned one (a hub's meeting point, its address): only the place and
 * its coordinates as its name, which the driver's map reads.
 */
export function movedPickup(
  booking: Pick<BookingRow, "request" | "readyRadiusM">,
  at: GuestPosition,
): { kind: "moved"; moved: MovedPickup; awayM: number } | { kind: "off" } | { kind: "too_far"; awayM: number } {
  const stops = (booking.request as { stops: Stop[] }).stops;
  if (!booking.readyRadiusM) return { kind: "off" };
  const loc: [number, number] = [at.lat, at.lng];
  const awayM = Math.round(distanceM(stops[0]!.loc, loc));
  if (awayM > booking.readyRadiusM) return { kind: "too_far", awayM };
  const label = `${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}`;
  return { kind: "moved", moved: { stops: [{ loc, name: label }, ...stops.slice(1)], label }, awayM };
}

/** The booking as it would be sent with its pickup moved: what the repricing and the spend rules read. */
export const withMovedPickup = (booking: BookingRow, moved: MovedPickup): BookingRow => ({
  ...booking,
  request: { ...(booking.request as object), stops: moved.stops },
  pickupLabel: moved.label,
});
