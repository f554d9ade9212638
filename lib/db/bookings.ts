import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "./client";
import { bookings } from "./schema";

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, "id" | "status" | "createdAt" | "updatedAt" | "journeyId" | "publicUrl" | "error">;

/** A pending booking left by a crash counts as failed after this long. */
const STALE_PENDING_MS = 2 * 60_000;

/**
 * Claims a booking intent. The first claim creates the row and may call the provider; later
 * claims of the same intent get the existing row back: booked (replay), or pending (a double
 * click still in flight). A failed intent may be claimed again: the person chose to retry.
 */
export async function claimIntent(db: Db, row: NewBooking, now = new Date()): Promise<{ claimed: boolean; booking: BookingRow }> {
  const [created] = await db.insert(bookings).values(row).onConflictDoNothing({ target: bookings.intentId }).returning();
  if (created) return { claimed: true, booking: created };
  const retried = await db
    .update(bookings)
    .set({ ...row, status: "pending", error: null, updatedAt: now })
    .where(
      and(
        eq(bookings.intentId, row.intentId),
        // failed, or pending for too long
        eq(bookings.status, "failed"),
      ),
    )
    .returning();
  if (retried[0]) return { claimed: true, booking: retried[0] };
  const stale = await db
    .update(bookings)
    .set({ ...row, status: "pending", error: null, updatedAt: now })
    .where(and(eq(bookings.intentId, row.intentId), eq(bookings.status, "pending"), lt(bookings.updatedAt, new Date(now.getTime() - STALE_PENDING_MS))))
    .returning();
  if (stale[0]) return { claimed: true, booking: stale[0] };
  const [existing] = await db.select().from(bookings).where(eq(bookings.intentId, row.intentId));
  return { claimed: false, booking: existing! };
}

export async function markBooked(db: Db, id: string, journeyId: string, publicUrl: string | null) {
  const [row] = await db.update(bookings).set({ status: "booked", journeyId, publicUrl, error: null, updatedAt: new Date() }).where(eq(bookings.id, id)).returning();
  return row!;
}

export async function markFailed(db: Db, id: string, error: { status: number; message: string | null; field: string | null }) {
  await db.update(bookings).set({ status: "failed", error, updatedAt: new Date() }).where(eq(bookings.id, id));
}

export async function recentBookings(db: Db, { createdBy, limit = 20 }: { createdBy?: string; limit?: number } = {}) {
  return db
    .select()
    .from(bookings)
    .where(createdBy ? eq(bookings.createdBy, createdBy) : undefined)
    .orderBy(desc(bookings.createdAt))
    .limit(limit);
}
