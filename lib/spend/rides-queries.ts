import "server-only";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { periodInstants, periodStartOf } from "./periods";

/**
 * The rides the spend check counts. Read here rather than asked of lib/booking: the booking step
 * calls the spend check (lib/booking imports lib/spend), so lib/spend cannot import it back.
 */

/** Rides that count towards a requester's cap: booked, being booked, or waiting for a yes or for their guest. */
const COUNTED = ["pending", "booked", "uncertain", "awaiting_approval", "waiting_for_guest"] as const;

/** A requester's rides with a pickup in the period of `date`, on the pickup zone's clock. */
export async function ridesInPeriod(db: Db, requesterId: string, date: string, period: "month" | "week", zone: string): Promise<number> {
  const { from, to } = periodInstants(periodStartOf(date, period), period, zone);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.requesterId, requesterId), gte(bookings.pickupAt, from), lt(bookings.pickupAt, to), inArray(bookings.status, [...COUNTED])));
  return row?.n ?? 0;
}
