import "server-only";
import { eq, sql } from "drizzle-orm";
import type { GuestMeetingPoint } from "@/lib/journeys/types";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";

/** Exactly what the guest's page reads of a booking, by its token: no price, requester or desk. */
export async function bookingByGuestToken(db: Db, token: string) {
  const [row] = await db
    .select({
      status: bookings.status,
      riderLocale: bookings.riderLocale,
      startAt: bookings.startAt,
      zone: bookings.zone,
      pickupAt: bookings.pickupAt,
      pickupLabel: bookings.pickupLabel,
      destinationLabel: bookings.destinationLabel,
      // Only the stops' coordinates leave the request: it also holds the rider's phone and the message.
      stopLocs: sql<unknown>`jsonb_path_query_array(${bookings.request}, '$.stops[*].loc')`,
      publicUrl: bookings.publicUrl,
      state: bookings.journeyState,
      endState: bookings.endState,
      finished: bookings.finished,
      stateTimes: bookings.stateTimes,
      driver: bookings.driver,
      vehicle: bookings.vehicle,
      waypoints: bookings.waypoints,
      journeyReadAt: bookings.journeyReadAt,
      meetingPoint: bookings.guestMeetingPoint,
      readyFrom: bookings.readyFrom,
      readyUntil: bookings.readyUntil,
      readyRadiusM: bookings.readyRadiusM,
    })
    .from(bookings)
    .where(eq(bookings.guestToken, token));
  return row ?? null;
}

/**
 * The booking's guest token, given one first if it has none (bookings made before guest pages).
 * One statement, so two screens asking at once get the same token.
 */
export async function ensureGuestToken(db: Db, bookingId: string, fresh: string): Promise<string | null> {
  const [existing] = await db.select({ guestToken: bookings.guestToken }).from(bookings).where(eq(bookings.id, bookingId));
  if (!existing || existing.guestToken) return existing?.guestToken ?? null;
  const [row] = await db
    .update(bookings)
    .set({ guestToken: sql`coalesce(${bookings.guestToken}, ${fresh})` })
    .where(eq(bookings.id, bookingId))
    .returning({ guestToken: bookings.guestToken });
  return row?.guestToken ?? null;
}

/** Keeps the pickup's meeting point as the guest's page shows it. */
export async function saveGuestMeetingPoint(db: Db, bookingId: string, meetingPoint: GuestMeetingPoint) {
  await db.update(bookings).set({ guestMeetingPoint: meetingPoint }).where(eq(bookings.id, bookingId));
}
