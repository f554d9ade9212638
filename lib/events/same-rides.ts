import "server-only";
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { isMobileError, parseMobile } from "@/lib/phone";
import type { Db } from "@/lib/db";
import { bookings, eventBatches, eventRows } from "@/lib/db/schema";
import type { RowDraft } from "./book-row";
import type { EventRowStatus, SameRide } from "./kinds";
import { guestRideKeyOf } from "./row-key";

/** Rows of another event that are booked or about to be: waiting for their job, being booked, or for the agent's word on a new price. */
const WAITING_ROWS: EventRowStatus[] = ["queued", "booking", "waiting_price"];
/** Rows not on their way yet, which a confirm would book. */
const OPEN_ROWS: EventRowStatus[] = ["ready", "priced", "unpriced"];
/** Rides that exist or may: claimed, booked, or without an answer. Refused and finished ones put no guest in a car. */
const LIVE_BOOKINGS = ["pending", "booked", "uncertain"] as const;

/** The guest's mobile in E.164, as bookings keep it; null for a company user or a number that cannot be read. */
function mobileOf(draft: RowDraft | null): string | null {
  if (!draft || draft.rider.kind !== "guest") return null;
  const mobile = parseMobile(draft.rider.mobile);
  return isMobileError(mobile) ? null : mobile.e164;
}

function rideOfDraft(draft: RowDraft | null): string | null {
  const guestMobile = mobileOf(draft);
  return draft && guestMobile ? guestRideKeyOf({ guestMobile, startAt: draft.startAt, stops: draft.stops.map((s) => s.loc as number[]) }) : null;
}

/**
 * For each given row of a batch, the ride it repeats, already booked or waiting outside this batch:
 * a row of another event on its way, or a live booking (booked one by one or from another event).
 * A row of another event comes first, as it names the event and its row.
 */
export async function sameRidesOf(db: Db, batchId: string, rows: readonly { id: string; draft: unknown }[]): Promise<Map<string, SameRide>> {
  const rideOfRow = new Map<string, string>();
  const mobiles = new Set<string>();
  for (const row of rows) {
    const ride = rideOfDraft(row.draft as RowDraft | null);
    if (!ride) continue;
    rideOfRow.set(row.id, ride);
    mobiles.add(mobileOf(row.draft as RowDraft)!);
  }
  const found = new Map<string, SameRide>();
  if (mobiles.size === 0) return found;

  // Another event's rows on their way, or booked (or unanswered) with a ride that has not ended.
  const waiting = await db
    .select({ batchId: eventRows.batchId, rowNumber: eventRows.rowNumber, draft: eventRows.draft, eventName: eventBatches.name })
    .from(eventRows)
    .innerJoin(eventBatches, eq(eventBatches.id, eventRows.batchId))
    .leftJoin(bookings, eq(bookings.id, eventRows.bookingId))
    .where(and(ne(eventRows.batchId, batchId), or(inArray(eventRows.status, WAITING_ROWS), and(inArray(eventRows.status, ["booked", "uncertain"]), eq(bookings.finished, false)))));
  for (const w of waiting) {
    const ride = rideOfDraft(w.draft as RowDraft | null);
    if (ride && !found.has(ride)) found.set(ride, { kind: "event", batchId: w.batchId, eventName: w.eventName, rowNumber: w.rowNumber });
  }

  const live = await db
    .select({ id: bookings.id, riderPhone: bookings.riderPhone, startAt: bookings.startAt, request: bookings.request, eventName: eventBatches.name })
    .from(bookings)
    .leftJoin(eventBatches, eq(eventBatches.id, bookings.eventBatchId))
    .where(and(inArray(bookings.riderPhone, [...mobiles]), inArray(bookings.status, LIVE_BOOKINGS), eq(bookings.finished, false), or(isNull(bookings.eventBatchId), ne(bookings.eventBatchId, batchId))));
  for (const b of live) {
    const stops = (b.request.stops as { loc: number[] }[] | undefined)?.map((s) => s.loc) ?? [];
    const ride = guestRideKeyOf({ guestMobile: b.riderPhone!, startAt: b.startAt, stops });
    if (!found.has(ride)) found.set(ride, { kind: "booking", bookingId: b.id, eventName: b.eventName });
  }

  const out = new Map<string, SameRide>();
  for (const [rowId, ride] of rideOfRow) {
    const same = found.get(ride);
    if (same) out.set(rowId, same);
  }
  return out;
}

/**
 * Marks the batch's rows not on their way yet that repeat a ride booked or waiting elsewhere (and
 * clears the mark of those that no longer do). Run after pricing, so the page shows them, and again
 * just before a confirm, so a ride booked meanwhile is not booked twice. Returns how many are marked.
 */
export async function markSameRides(db: Db, batchId: string): Promise<number> {
  const rows = await db
    .select({ id: eventRows.id, draft: eventRows.draft, sameAs: eventRows.sameAs })
    .from(eventRows)
    .where(and(eq(eventRows.batchId, batchId), inArray(eventRows.status, OPEN_ROWS)));
  const same = await sameRidesOf(db, batchId, rows);
  for (const row of rows) {
    const next = same.get(row.id) ?? null;
    if (JSON.stringify(next) === JSON.stringify(row.sameAs ?? null)) continue;
    await db.update(eventRows).set({ sameAs: next }).where(eq(eventRows.id, row.id));
  }
  return same.size;
}

/** The agent keeps (or leaves out again) rows that repeat a ride: kept ones are booked by the next confirm. Returns how many changed. */
export async function keepSameRides(db: Db, batchId: string, rowIds: readonly string[], keep: boolean): Promise<number> {
  if (rowIds.length === 0) return 0;
  const changed = await db
    .update(eventRows)
    .set({ keepSame: keep })
    .where(and(eq(eventRows.batchId, batchId), inArray(eventRows.id, [...rowIds]), inArray(eventRows.status, OPEN_ROWS)))
    .returning({ id: eventRows.id });
  return changed.length;
}
