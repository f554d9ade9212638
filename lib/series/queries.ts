import "server-only";
import { and, asc, eq, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rideSeries, seriesOccurrences } from "@/lib/db/schema";
import { findBookings } from "@/lib/booking/queries";
import type { OccurrenceStatus, SeriesStatus } from "./kinds";
import type { PlannedDay } from "./plan";

export type SeriesRow = typeof rideSeries.$inferSelect;
export type OccurrenceRow = typeof seriesOccurrences.$inferSelect;
export type NewSeries = Omit<typeof rideSeries.$inferInsert, "id" | "status" | "createdAt" | "updatedAt">;

/** The plan's days as rows: a skipped day is recorded with its reason and sent nothing. */
export const occurrenceRows = (seriesId: string, days: readonly PlannedDay[]) =>
  days.map((d) => ({
    seriesId,
    day: d.day,
    startAt: d.startAt,
    pickupAt: new Date(d.epochMs),
    status: (d.skip ? "skipped" : "planned") as OccurrenceStatus,
    skip: d.skip,
  }));

/** A series and its days, recorded together once per intent: a second call gets the first series back. */
export async function insertSeries(db: Db, series: NewSeries, days: readonly PlannedDay[]): Promise<{ series: SeriesRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(rideSeries).values(series).onConflictDoNothing({ target: rideSeries.intentId }).returning();
    if (!row) {
      const [first] = await tx.select().from(rideSeries).where(eq(rideSeries.intentId, series.intentId));
      return { series: first!, created: false };
    }
    if (days.length) await tx.insert(seriesOccurrences).values(occurrenceRows(row.id, days));
    return { series: row, created: true };
  });
}

export async function findSeries(db: Db, id: string): Promise<SeriesRow | null> {
  const [row] = await db.select().from(rideSeries).where(eq(rideSeries.id, id));
  return row ?? null;
}

export async function setSeriesStatus(db: Db, id: string, status: SeriesStatus, from: readonly SeriesStatus[]): Promise<SeriesRow | null> {
  const [row] = await db
    .update(rideSeries)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(rideSeries.id, id), inArray(rideSeries.status, [...from])))
    .returning();
  return row ?? null;
}

/** A series' days, first first, with where each one's ride stands in our records (asked of lib/booking, the rides' owner). */
export async function listOccurrences(db: Db, seriesId: string) {
  const days = await db.select().from(seriesOccurrences).where(eq(seriesOccurrences.seriesId, seriesId)).orderBy(asc(seriesOccurrences.day));
  const rides = new Map(
    (
      await findBookings(
        db,
        days.flatMap((o) => (o.bookingId ? [o.bookingId] : [])),
      )
    ).map((b) => [b.id, b]),
  );
  return days.map((occurrence) => {
    const b = occurrence.bookingId ? rides.get(occurrence.bookingId) : undefined;
    return { occurrence, booking: b ? { status: b.status, journeyState: b.journeyState, endState: b.endState } : null };
  });
}

export async function findOccurrence(db: Db, seriesId: string, day: string): Promise<OccurrenceRow | null> {
  const [row] = await db
    .select()
    .from(seriesOccurrences)
    .where(and(eq(seriesOccurrences.seriesId, seriesId), eq(seriesOccurrences.day, day)));
  return row ?? null;
}

/** Days of active series planned to start by `cutoff`: those inside the provider's window. */
export async function dueOccurrences(db: Db, cutoff: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: seriesOccurrences.id })
    .from(seriesOccurrences)
    .innerJoin(rideSeries, eq(rideSeries.id, seriesOccurrences.seriesId))
    .where(and(eq(seriesOccurrences.status, "planned"), lte(seriesOccurrences.pickupAt, cutoff), eq(rideSeries.status, "active")))
    .orderBy(asc(seriesOccurrences.pickupAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes a planned day of an active series to book it: one conditional step, so two sends at once
 * take it once. Null when it is no longer planned or its series is paused or stopped.
 */
export async function takeOccurrence(db: Db, id: string): Promise<{ occurrence: OccurrenceRow; series: SeriesRow } | null> {
  const [occurrence] = await db
    .update(seriesOccurrences)
    .set({ status: "booking", attempts: sql`${seriesOccurrences.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(seriesOccurrences.id, id),
        eq(seriesOccurrences.status, "planned"),
        sql`exists (select 1 from ${rideSeries} where ${rideSeries.id} = ${seriesOccurrences.seriesId} and ${rideSeries.status} = 'active')`,
      ),
    )
    .returning();
  if (!occurrence) return null;
  const series = await findSeries(db, occurrence.seriesId);
  return series ? { occurrence, series } : null;
}

export async function finishOccurrence(
  db: Db,
  id: string,
  patch: { status: OccurrenceStatus; bookingId?: string | null; problem?: string | null; skip?: OccurrenceRow["skip"] },
) {
  await db
    .update(seriesOccurrences)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(seriesOccurrences.id, id));
}

/** Days a crash left half-sent are planned again: their intent makes a second send harmless. */
export async function replanStuck(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(seriesOccurrences)
    .set({ status: "planned", updatedAt: new Date() })
    .where(and(eq(seriesOccurrences.status, "booking"), lt(seriesOccurrences.updatedAt, before)))
    .returning({ id: seriesOccurrences.id });
  return rows.length;
}

/** Planned days whose pickup came too close to book (their series was paused meanwhile): cancelled, with why. */
export async function cancelMissed(db: Db, before: Date, problem: string): Promise<number> {
  const rows = await db
    .update(seriesOccurrences)
    .set({ status: "cancelled", problem, updatedAt: new Date() })
    .where(and(eq(seriesOccurrences.status, "planned"), lt(seriesOccurrences.pickupAt, before)))
    .returning({ id: seriesOccurrences.id });
  return rows.length;
}

/** The days of a series from `day` on, first first. */
export async function occurrencesFrom(db: Db, seriesId: string, day: string): Promise<OccurrenceRow[]> {
  return db
    .select()
    .from(seriesOccurrences)
    .where(and(eq(seriesOccurrences.seriesId, seriesId), gte(seriesOccurrences.day, day)))
    .orderBy(asc(seriesOccurrences.day));
}

/**
 * A day planned again (after a change), under its next revision so it books under a new intent; false
 * when a send took it meanwhile (it is being booked), and it is left as it is.
 */
export async function replanOccurrence(
  db: Db,
  id: string,
  patch: { startAt: string | null; pickupAt: Date; skip: OccurrenceRow["skip"]; stops: OccurrenceRow["stops"] },
): Promise<boolean> {
  const rows = await db
    .update(seriesOccurrences)
    .set({
      ...patch,
      status: patch.skip ? "skipped" : "planned",
      bookingId: null,
      problem: null,
      revision: sql`${seriesOccurrences.revision} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(seriesOccurrences.id, id), ne(seriesOccurrences.status, "booking")))
    .returning({ id: seriesOccurrences.id });
  return rows.length > 0;
}

/** What the series books from its latest change on: its time and places, as its page and list name it. */
export async function setSeriesLatest(db: Db, id: string, latest: { time: string; pickupLabel: string; destinationLabel: string }) {
  await db
    .update(rideSeries)
    .set({ ...latest, updatedAt: new Date() })
    .where(eq(rideSeries.id, id));
}
