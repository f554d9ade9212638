import "server-only";
import type { Db } from "@/lib/db/client";
import { distanceM } from "@/lib/distance";
import { bookingById } from "@/lib/booking/resolution-queries";
import type { SaleEvidence } from "./invoice";
import { unmatchedSalesOf } from "./queries";

/**
 * How close a sale must come to an uncertain booking to be offered as evidence: its ride began from
 * 10 minutes before the booking's pickup time (a clock apart) to 30 after (the driver's way to the
 * pickup, the wait there), from a pickup within 300 m of the booking's (the provider places a pickup
 * where the car stopped, not where it was asked for).
 */
export const EVIDENCE = { beforeMs: 10 * 60_000, afterMs: 30 * 60_000, withinM: 300 };

/** The sale that best fits an uncertain booking, nearest in time; null when none does. */
export async function saleEvidence(db: Db, bookingId: string): Promise<SaleEvidence | null> {
  const booking = await bookingById(db, bookingId);
  if (!booking || booking.status !== "uncertain") return null;
  const pickup = (booking.request.stops as { loc?: [number, number] }[] | undefined)?.[0]?.loc;
  if (!pickup) return null;
  const at = booking.pickupAt.getTime();
  const candidates = await unmatchedSalesOf(db, booking.requesterId, new Date(at - EVIDENCE.beforeMs), new Date(at + EVIDENCE.afterMs));
  const fits = candidates
    .filter((s) => s.journeyId && s.startAt && s.pickup?.loc && distanceM(s.pickup.loc, pickup) <= EVIDENCE.withinM)
    .sort((a, b) => Math.abs(a.startAt!.getTime() - at) - Math.abs(b.startAt!.getTime() - at));
  const best = fits[0];
  if (!best) return null;
  return {
    code: best.code,
    journeyId: best.journeyId!,
    startAt: best.startAt!.toISOString(),
    place: best.pickup?.name ?? best.pickup?.addr ?? null,
    currency: best.currency,
    totalMinor: best.totalMinor,
  };
}
