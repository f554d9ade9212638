import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { JourneyDriver, JourneyTotals, JourneyVehicle, JourneyWaypoint } from "@/lib/journeys/types";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { settleRide } from "@/lib/spend/budget-ledger";

export type JourneyRead = {
  state: string | null;
  endState: string | null;
  finished: boolean;
  stateTimes: Record<string, string>;
  driver: JourneyDriver | null;
  vehicle: JourneyVehicle | null;
  waypoints: JourneyWaypoint[] | null;
  totals: JourneyTotals | null;
  publicUrl: string | null;
};

/** The booking of a journey the refresh job follows, or null when it no longer needs following. */
export async function bookingToRefresh(db: Db, bookingId: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "booked"), isNotNull(bookings.journeyId), eq(bookings.journeySettled, false)));
  return row ?? null;
}

/**
 * Keeps what the provider said of the journey, and whether it is worth asking again. A new
 * problem (`reopenAttention`, such as a second "not found" after keep searching) clears the
 * resolution of the last one, so the desk sees it again.
 */
export async function saveJourneyRead(db: Db, bookingId: string, read: JourneyRead, at: Date, settled: boolean, reopenAttention = false) {
  await db
    .update(bookings)
    .set({
      journeyState: read.state,
      endState: read.endState,
      finished: read.finished,
      stateTimes: read.stateTimes,
      driver: read.driver,
      vehicle: read.vehicle,
      waypoints: read.waypoints,
      totals: read.totals,
      ...(read.publicUrl ? { publicUrl: read.publicUrl } : {}),
      journeyReadAt: at,
      journeyCheckedAt: at,
      journeyReadError: null,
      journeySettled: settled,
      ...(reopenAttention ? { attentionResolvedAt: null, attentionResolvedBy: null, attentionResolution: null } : {}),
    })
    .where(eq(bookings.id, bookingId));
  // Nothing more will change: the budgets count what the ride really cost (nothing, cancelled without a fee).
  if (settled) {
    const total = read.totals?.priceTotal;
    await settleRide(db, bookingId, total ? { amountMinor: total.amount, currency: total.currency } : null);
  }
}

/** Follows a booked journey again, as after keep searching or to read it once more at once. */
export async function unsettleJourney(db: Db, bookingId: string) {
  await db
    .update(bookings)
    .set({ journeySettled: false })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "booked")));
}

/** Records a failed read: the last known state stays as it was, with its age. */
export async function saveJourneyReadFailure(db: Db, bookingId: string, reason: string, at: Date, settled = false) {
  await db.update(bookings).set({ journeyCheckedAt: at, journeyReadError: reason, journeySettled: settled }).where(eq(bookings.id, bookingId));
}

/**
 * Booked journeys still followed whose last check is older than `staleBefore` (or that were
 * never checked): their refresh chain may have broken (a crash, a job that ran out of retries).
 */
export async function journeysToResume(db: Db, staleBefore: Date, limit = 500) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "booked"),
        isNotNull(bookings.journeyId),
        eq(bookings.journeySettled, false),
        or(isNull(bookings.journeyCheckedAt), lt(bookings.journeyCheckedAt, staleBefore)),
      ),
    )
    .orderBy(asc(bookings.journeyCheckedAt))
    .limit(limit);
}

/** The bookings of these provider journeys, by journey id, with their requester: what a provider's record (a sale) is matched to. */
export async function bookingsByJourneyIds(db: Db, journeyIds: readonly string[]): Promise<Map<string, { id: string; requesterId: string }>> {
  if (journeyIds.length === 0) return new Map();
  const rows = await db
    .select({ journeyId: bookings.journeyId, id: bookings.id, requesterId: bookings.requesterId })
    .from(bookings)
    .where(inArray(bookings.journeyId, [...new Set(journeyIds)]));
  return new Map(rows.map((r) => [r.journeyId!, { id: r.id, requesterId: r.requesterId }]));
}
