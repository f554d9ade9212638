import "server-only";
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookings, eventBatches, eventRows } from "@/lib/db/schema";
import type { EventRowStatus, SameRide } from "./kinds";

/**
 * The reads and writes of the check for a ride repeated across events (same-rides.ts). Two of them
 * join the events' rows and batches with the ride record in one statement: asking lib/booking for
 * each row's ride instead would cost a round trip per row of every other event.
 */

/** Rows of another event that are booked or about to be: waiting for their job, being booked, or for the agent's word on a new price. */
const WAITING_ROWS: EventRowStatus[] = ["queued", "booking", "waiting_price"];
/** Rows not on their way yet, which a confirm would book. */
const OPEN_ROWS: EventRowStatus[] = ["ready", "priced", "unpriced"];
/** Rides that exist or may: claimed, booked, or without an answer. Refused and finished ones put no guest in a car. */
const LIVE_BOOKINGS = ["pending", "booked", "uncertain"] as const;

/** Another event's rows on their way, or booked (or unanswered) with a ride that has not ended, with their event's name. */
export async function rowsOnTheirWayOutside(db: Db, batchId: string) {
  return db
    .select({ batchId: eventRows.batchId, rowNumber: eventRows.rowNumber, draft: eventRows.draft, eventName: eventBatches.name })
    .from(eventRows)
    .innerJoin(eventBatches, eq(eventBatches.id, eventRows.batchId))
    .leftJoin(bookings, eq(bookings.id, eventRows.bookingId))
    .where(
      and(
        ne(eventRows.batchId, batchId),
        or(inArray(eventRows.status, WAITING_ROWS), and(inArray(eventRows.status, ["booked", "uncertain"]), eq(bookings.finished, false))),
      ),
    );
}

/** Live rides of these guests' mobiles booked one by one or from another event, with that event's name. */
export async function liveGuestRidesOutside(db: Db, batchId: string, mobiles: string[]) {
  return db
    .select({ id: bookings.id, riderPhone: bookings.riderPhone, startAt: bookings.startAt, request: bookings.request, eventName: eventBatches.name })
    .from(bookings)
    .leftJoin(eventBatches, eq(eventBatches.id, bookings.eventBatchId))
    .where(
      and(
        inArray(bookings.riderPhone, mobiles),
        inArray(bookings.status, LIVE_BOOKINGS),
        eq(bookings.finished, false),
        or(isNull(bookings.eventBatchId), ne(bookings.eventBatchId, batchId)),
      ),
    );
}

/** The batch's rows not on their way yet, with the ride they were last found to repeat. */
export async function openRowsOf(db: Db, batchId: string) {
  return db
    .select({ id: eventRows.id, draft: eventRows.draft, sameAs: eventRows.sameAs })
    .from(eventRows)
    .where(and(eq(eventRows.batchId, batchId), inArray(eventRows.status, OPEN_ROWS)));
}

export async function setSameAs(db: Db, rowId: string, sameAs: SameRide | null) {
  await db.update(eventRows).set({ sameAs }).where(eq(eventRows.id, rowId));
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
