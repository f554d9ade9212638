import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { BookingRow } from "@/lib/booking/queries";
import { bookings, users } from "@/lib/db/schema";

/** How an uncertain booking was settled by a person. */

export async function bookingById(db: Db, id: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

/**
 * The ride was not booked after all: the booking becomes "failed", which lets its intent be
 * claimed again, and its problem is resolved. False when it was no longer uncertain.
 */
export async function markNotBooked(db: Db, { bookingId, by, at = new Date() }: { bookingId: string; by: string; at?: Date }): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ status: "failed", attentionResolvedAt: at, attentionResolvedBy: by, attentionResolution: "not booked", updatedAt: at })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "uncertain")))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/**
 * The ride was booked: the journey found at the provider is linked to the booking, which is then
 * followed like any other. False when it was no longer uncertain. The journey id is unique, so
 * linking one journey to two bookings fails in the database too.
 */
export async function linkJourney(
  db: Db,
  { bookingId, journeyId, publicUrl, by, at = new Date() }: { bookingId: string; journeyId: string; publicUrl: string | null; by: string; at?: Date },
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({
      status: "booked",
      journeyId,
      publicUrl,
      error: null,
      journeySettled: false,
      attentionResolvedAt: at,
      attentionResolvedBy: by,
      attentionResolution: "linked",
      updatedAt: at,
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "uncertain")))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/**
 * The desk booked this ride again: its problem is resolved as "rebooked". An uncertain booking booked
 * again as a new ride is one the person said was not booked, so it becomes "failed", as when marked
 * so. False when its problem was already resolved.
 */
export async function markRebooked(db: Db, { bookingId, by, at = new Date() }: { bookingId: string; by: string; at?: Date }): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({
      status: sql`case when ${bookings.status} = 'uncertain' then 'failed' else ${bookings.status} end`,
      attentionResolvedAt: at,
      attentionResolvedBy: by,
      attentionResolution: "rebooked",
      updatedAt: at,
    })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.attentionResolvedAt)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** The name of whoever settled a booking's problem, when known. */
export async function resolverName(db: Db, booking: Pick<BookingRow, "attentionResolvedBy">): Promise<string | null> {
  if (!booking.attentionResolvedBy) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, booking.attentionResolvedBy));
  return row?.name ?? null;
}

/** The latest booking that rebooked this one, if any. */
export async function latestRebooking(db: Db, bookingId: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.rebookOf, bookingId)).orderBy(desc(bookings.createdAt)).limit(1);
  return row ?? null;
}
