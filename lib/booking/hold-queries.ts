import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import type { Breach } from "@/lib/spend/rules";
import type { BookingRow } from "./queries";

/** A claimed booking held back for an approver's yes: recorded, never sent. */
export async function markAwaitingApproval(db: Db, id: string): Promise<void> {
  await db.update(bookings).set({ status: "awaiting_approval", updatedAt: new Date() }).where(eq(bookings.id, id));
}

/** Rules a ride broke and was let through anyway, for reports. */
export async function markPolicyFlags(db: Db, id: string, flags: Breach[]): Promise<void> {
  await db.update(bookings).set({ policyFlags: flags }).where(eq(bookings.id, id));
}

/**
 * A held booking let go to the provider: it turns pending in one conditional step, so only the
 * first of two yeses (or a yes and the deadline's fallback) gets it back to send. Null when it was
 * not held any more. Its pending time starts now, so the lost-answer sweep measures from the send.
 */
export async function releaseHold(db: Db, id: string): Promise<BookingRow | null> {
  const [row] = await db
    .update(bookings)
    .set({ status: "pending", updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, "awaiting_approval")))
    .returning();
  return row ?? null;
}

/** A held ride its guest calls when ready, let go to wait for the guest's call; null when it was not held or is no such ride. */
export async function releaseHoldToGuest(db: Db, id: string): Promise<BookingRow | null> {
  const [row] = await db
    .update(bookings)
    .set({ status: "waiting_for_guest", updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, "awaiting_approval"), isNotNull(bookings.readyUntil)))
    .returning();
  return row ?? null;
}

/** A held booking that will not be sent: declined by an approver or by its deadline's fallback. */
export async function markDeclined(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ status: "declined", updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, "awaiting_approval")))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** A held ride moved to another product at its price now (the deadline's fallback to a cheaper one), as it will be sent. */
export async function rechooseHeldProduct(
  db: Db,
  id: string,
  offer: { productId: string; productName: string; priceMinor: number; currency: string },
): Promise<void> {
  await db
    .update(bookings)
    .set({
      productId: offer.productId,
      productName: offer.productName,
      priceAmount: offer.priceMinor,
      priceCurrency: offer.currency,
      request: sql`jsonb_set(${bookings.request}, '{product_id}', to_jsonb(${offer.productId}::text))`,
      updatedAt: new Date(),
    })
    .where(and(eq(bookings.id, id), eq(bookings.status, "awaiting_approval")));
}

/** A held ride's price estimated again (within the tolerance, or seen by its approver). */
export async function repriceHeld(db: Db, id: string, priceMinor: number): Promise<void> {
  await db
    .update(bookings)
    .set({ priceAmount: priceMinor, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, "awaiting_approval")));
}
