import "server-only";
import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import type { Db } from "@/lib/db";
import { rideSeries, seriesOccurrences } from "@/lib/db/schema";
import { requestersForAgent } from "@/lib/accounts/requester-queries";

/** A page of series is this long: a desk keeps a few dozen at most. */
const LIMIT = 200;

/**
 * The series a person may see, newest first, with how many of their days are booked, still planned,
 * and not booked: admins see all; an agent those they made or whose requester they book for.
 */
export async function listSeriesFor(db: Db, user: Pick<SessionUser, "id" | "role">) {
  let visible: SQL | undefined;
  if (user.role !== "admin") {
    const mine = (await requestersForAgent(db, user.id, { activeOnly: false })).map((r) => r.id);
    visible = mine.length ? or(eq(rideSeries.createdBy, user.id), inArray(rideSeries.requesterId, mine)) : eq(rideSeries.createdBy, user.id);
  }
  const count = (status: string) => sql<number>`count(*) filter (where ${seriesOccurrences.status} = ${status})`.mapWith(Number);
  return db
    .select({
      id: rideSeries.id,
      status: rideSeries.status,
      riderName: rideSeries.riderName,
      pickupLabel: rideSeries.pickupLabel,
      destinationLabel: rideSeries.destinationLabel,
      weekdays: rideSeries.weekdays,
      time: rideSeries.time,
      startDate: rideSeries.startDate,
      booked: count("booked"),
      planned: count("planned"),
      failed: count("failed"),
    })
    .from(rideSeries)
    .leftJoin(seriesOccurrences, eq(seriesOccurrences.seriesId, rideSeries.id))
    .where(visible ? and(visible) : undefined)
    .groupBy(rideSeries.id)
    .orderBy(desc(rideSeries.createdAt))
    .limit(LIMIT);
}

/** The series a booked ride is a day of, if any. */
export async function seriesOfBooking(db: Db, bookingId: string): Promise<string | null> {
  const [row] = await db.select({ seriesId: seriesOccurrences.seriesId }).from(seriesOccurrences).where(eq(seriesOccurrences.bookingId, bookingId)).limit(1);
  return row?.seriesId ?? null;
}
