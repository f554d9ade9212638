import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, "id" | "status" | "createdAt" | "updatedAt" | "journeyId" | "publicUrl" | "error">;
export type BookingError = { status: number; message: string | null; field: string | null };

/** A pending booking this old was cut off mid-call (a crash, a restart): its outcome is unknown. */
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
export const isStalePending = (b: BookingRow, now = new Date()) => b.status === "pending" && now.getTime() - b.updatedAt.getTime() > STALE_PENDING_MS;

export async function markBooked(db: Db, id: string, journeyId: string, publicUrl: string | null) {
  const [row] = await db.update(bookings).set({ status: "booked", journeyId, publicUrl, error: null, updatedAt: new Date() }).where(eq(bookings.id, id)).returning();
  return row!;
}

/** Records how a booking ended without a journey: refused (may be retried) or unanswered (may exist). */
export async function markUnbooked(db: Db, id: string, status: "failed" | "uncertain", error: BookingError) {
  await db.update(bookings).set({ status, error, updatedAt: new Date() }).where(and(eq(bookings.id, id), eq(bookings.status, "pending")));
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
