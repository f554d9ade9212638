import "server-only";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import type { BookingError, BookingRow } from "./queries";
import { wallClockIn } from "./ready-window";

/** A product priced just now, as the guest's tap or the desk's "Send the car now" sends it. */
export type Offer = { productId: string; productName: string; priceMinor: number; currency: string };

/** Where the guest called the car to, when they were picked up where they were: the journey's stops with it first, and its label. */
export type MovedPickup = { stops: unknown[]; label: string };

/** A claimed booking the guest will call: recorded and charged, never sent until then. */
export async function markWaitingForGuest(db: Db, id: string): Promise<void> {
  await db.update(bookings).set({ status: "waiting_for_guest", updatedAt: new Date() }).where(eq(bookings.id, id));
}

/**
 * A waiting booking let go to the provider at the offer priced just now: it turns pending in one
 * conditional step, so of two taps (or a tap and the desk's send) only the first gets it back to
 * send. As soon as possible from now: its pickup time is now. Null when it was not waiting.
 */
export async function releaseWaiting(db: Db, id: string, offer: Offer, now = new Date(), moved?: MovedPickup): Promise<BookingRow | null> {
  const withProduct = sql`jsonb_set(${bookings.request}, '{product_id}', to_jsonb(${offer.productId}::text))`;
  const [row] = await db
    .update(bookings)
    .set({
      status: "pending",
      productId: offer.productId,
      productName: offer.productName,
      priceAmount: offer.priceMinor,
      priceCurrency: offer.currency,
      request: moved ? sql`jsonb_set(${withProduct}, '{stops}', ${JSON.stringify(moved.stops)}::jsonb)` : withProduct,
      ...(moved ? { pickupLabel: moved.label } : {}),
      pickupAt: now,
      error: null,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, id), eq(bookings.status, "waiting_for_guest")))
    .returning();
  return row ?? null;
}

/** The provider refused the guest's call: the booking waits again, with what it said, for another try within the window. */
export async function waitAgain(db: Db, id: string, error: BookingError): Promise<void> {
  await db
    .update(bookings)
    .set({ status: "waiting_for_guest", error, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, "pending")));
}

/**
 * A waiting booking ended unused: its window closed (guest_never_ready) or the desk cancelled it
 * (ready_cancelled). Once: false when it was no longer waiting (the guest called meanwhile).
 */
export async function endWaiting(db: Db, id: string, status: "guest_never_ready" | "ready_cancelled", now = new Date()): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ status, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, "waiting_for_guest")))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** Waiting bookings whose window closed by `now`, soonest first. */
export async function closedWindows(db: Db, now: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, "waiting_for_guest"), lte(bookings.readyUntil, now)))
    .orderBy(bookings.readyUntil)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The desk moved a waiting booking's window (checked already); false when it was not waiting any more. */
export async function moveWindow(db: Db, id: string, w: { opensAt: Date; closesAt: Date }): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ readyFrom: w.opensAt, readyUntil: w.closesAt, pickupAt: w.opensAt, error: null, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), inArray(bookings.status, ["waiting_for_guest"])))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** A booking by its guest's link, whole: for the guest's one action, which books it. */
export async function bookingOfGuestToken(db: Db, token: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.guestToken, token));
  return row ?? null;
}

/** A waiting ride's window as the pickup's clock reads it, and what the provider said to the guest's last call; null when it has none. */
export async function readyWindowFacts(db: Db, id: string) {
  const [row] = await db
    .select({ from: bookings.readyFrom, until: bookings.readyUntil, zone: bookings.zone, error: bookings.error })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (!row?.from || !row.until) return null;
  const zone = row.zone ?? "UTC";
  const from = wallClockIn(row.from, zone);
  const until = wallClockIn(row.until, zone);
  return { date: from.slice(0, 10), from: from.slice(11, 16), until: until.slice(11, 16), zone, refusal: row.error?.message ?? null };
}
