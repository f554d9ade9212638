import "server-only";
import { and, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, "id" | "status" | "createdAt" | "updatedAt" | "journeyId" | "publicUrl" | "error">;
export type BookingError = { status: number; message: string | null; field: string | null };

/**
 * A pending booking this old was cut off mid-call (a crash, a restart): its outcome is unknown. The
 * default of BOOKING_ANSWER_SECONDS; well past the provider call's own timeout, so a call still
 * running is never taken for a lost one.
 */
export const STALE_PENDING_MS = 2 * 60_000;

/**
 * Claims a booking intent. The first claim creates the row and may call the provider. A later
 * claim of the same intent gets the row back instead: booked (a replay), pending (a double click
 * still in flight) or uncertain (the provider never answered, so the journey may exist). Only an
 * intent the provider refused outright may be claimed again.
 */
export async function claimIntent(db: Db, row: NewBooking, now = new Date()): Promise<{ claimed: boolean; booking: BookingRow }> {
  const [created] = await db.insert(bookings).values(row).onConflictDoNothing({ target: bookings.intentId }).returning();
  if (created) return { claimed: true, booking: created };
  const [retried] = await db
    .update(bookings)
    .set({ ...row, status: "pending", error: null, updatedAt: now })
    .where(and(eq(bookings.intentId, row.intentId), eq(bookings.status, "failed")))
    .returning();
  if (retried) return { claimed: true, booking: retried };
  const [existing] = await db.select().from(bookings).where(eq(bookings.intentId, row.intentId));
  return { claimed: false, booking: existing! };
}

/** Whether a pending booking was abandoned mid-call rather than still running. */
export const isStalePending = (b: BookingRow, now = new Date(), afterMs = STALE_PENDING_MS) =>
  b.status === "pending" && now.getTime() - b.updatedAt.getTime() > afterMs;

/**
 * Pending bookings last touched before `before` lost their answer with the process that was waiting
 * for it: the provider may be running the ride. They become uncertain, so they show under Needs
 * attention with the choice of "it was booked" or "it was not booked". Returns their ids.
 */
export async function markAbandonedUncertain(db: Db, before: Date, now = new Date()): Promise<string[]> {
  const rows = await db
    .update(bookings)
    .set({ status: "uncertain", error: { status: 0, message: null, field: null }, updatedAt: now })
    // A pending booking was never read, so never settled: the condition finds it through bookings_to_refresh.
    .where(and(eq(bookings.journeySettled, false), eq(bookings.status, "pending"), lt(bookings.updatedAt, before)))
    .returning({ id: bookings.id });
  return rows.map((r) => r.id);
}

export async function markBooked(db: Db, id: string, journeyId: string, publicUrl: string | null) {
  const [row] = await db
    .update(bookings)
    .set({ status: "booked", journeyId, publicUrl, error: null, updatedAt: new Date() })
    .where(eq(bookings.id, id))
    .returning();
  return row!;
}

/**
 * Records how a booking ended without a journey: refused (may be retried) or unanswered (may exist).
 * A late answer still counts when the sweep already called the booking uncertain, until someone settles it.
 */
export async function markUnbooked(db: Db, id: string, status: "failed" | "uncertain", error: BookingError) {
  await db
    .update(bookings)
    .set({ status, error, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), inArray(bookings.status, ["pending", "uncertain"]), isNull(bookings.attentionResolvedAt)));
}

/** A booking by our own id (not the provider's journey id). */
export async function findBooking(db: Db, id: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

export async function findBookingByJourney(db: Db, journeyId: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.journeyId, journeyId));
  return row ?? null;
}

/** Bookings by our own ids, in no particular order; those not found are left out. */
export async function findBookings(db: Db, ids: readonly string[]): Promise<BookingRow[]> {
  return ids.length
    ? db
        .select()
        .from(bookings)
        .where(inArray(bookings.id, [...ids]))
    : [];
}

/** The guest's language for their messages and page, set after booking (a language the form does not offer yet). */
export async function setRiderLocale(db: Db, id: string, locale: string) {
  await db.update(bookings).set({ riderLocale: locale }).where(eq(bookings.id, id));
}

/**
 * Bookings that may be due a message or an alert: rides still followed or whose pickup is after
 * `since` (reminders, a reservation with no driver), and unanswered bookings the desk has not dealt
 * with, changed since then. Soonest pickup first, at most `limit`.
 */
export async function bookingsMaybeDue(db: Db, since: Date, limit = 2_000): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      or(
        and(eq(bookings.status, "booked"), or(eq(bookings.journeySettled, false), gt(bookings.pickupAt, since))),
        and(eq(bookings.status, "uncertain"), isNull(bookings.attentionResolvedAt), gt(bookings.updatedAt, since)),
      ),
    )
    .orderBy(bookings.pickupAt)
    .limit(limit);
}
