import { Temporal } from "temporal-polyfill";
import { formatStartAt, MIN_LEAD_MINUTES } from "@/lib/booking/time";
import type { SkipReason } from "./kinds";

/** A series books at most this many rides, over at most this many days: a year of weekdays. */
export const MAX_SERIES_RIDES = 260;
export const MAX_SERIES_DAYS = 366;

export type SeriesRule = {
  /** The first day, YYYY-MM-DD, and the pickup time, HH:MM, on the pickup's clock. */
  startDate: string;
  time: string;
  /** ISO weekdays: 1 is Monday, 7 Sunday. */
  weekdays: readonly number[];
  /** Until this day (included), or this many rides (skipped days do not count): one of the two. */
  untilDate: string | null;
  rides: number | null;
};

/** One day of a series: its start_at, or why it books no ride. */
export type PlannedDay = { day: string; startAt: string | null; epochMs: number; skip: SkipReason | null };

/**
 * Why a time books no ride on a day, on the pickup's clock: one the clocks skip (spring forward) or
 * pass twice (fall back). The provider's start_at is a wall-clock time and cannot say which of two
 * is meant, and moving the ride an hour would book a time nobody asked for; so the day is skipped
 * and listed with why, and the desk books that day by hand if it wants one.
 */
export function clockProblem(local: Temporal.PlainDateTime, zone: string): SkipReason | null {
  const earlier = local.toZonedDateTime(zone, { disambiguation: "earlier" });
  if (!earlier.toPlainDateTime().equals(local)) return { kind: "nonexistent" };
  const later = local.toZonedDateTime(zone, { disambiguation: "later" });
  return earlier.epochMilliseconds === later.epochMilliseconds ? null : { kind: "ambiguous" };
}

/**
 * The days of a series, in order, on the pickup's clock (`zone`): every chosen weekday from the first
 * day until the last day or the number of rides, holidays (`holidays`, day → name) and times the
 * clocks skip or repeat listed as skipped. Days whose time is less than the provider's 30 minutes
 * after `nowMs` are left out: the series starts with the first it can book.
 */
export function planSeries(rule: SeriesRule, zone: string, holidays: ReadonlyMap<string, string>, nowMs: number): PlannedDay[] {
  const days = new Set(rule.weekdays);
  const [hour, minute] = rule.time.split(":").map(Number) as [number, number];
  const first = Temporal.PlainDate.from(rule.startDate);
  const last = rule.untilDate ? Temporal.PlainDate.from(rule.untilDate) : first.add({ days: MAX_SERIES_DAYS - 1 });
  const wanted = Math.min(rule.rides ?? MAX_SERIES_RIDES, MAX_SERIES_RIDES);
  const earliest = nowMs + MIN_LEAD_MINUTES * 60_000;
  const out: PlannedDay[] = [];
  let rides = 0;
  for (let d = first, n = 0; Temporal.PlainDate.compare(d, last) <= 0 && n < MAX_SERIES_DAYS && rides < wanted; d = d.add({ days: 1 }), n++) {
    if (!days.has(d.dayOfWeek)) continue;
    const day = d.toString();
    const local = d.toPlainDateTime({ hour, minute });
    const midnight = d.toZonedDateTime(zone).epochMilliseconds;
    const holiday = holidays.get(day);
    const skip: SkipReason | null = holiday !== undefined ? { kind: "holiday", name: holiday } : clockProblem(local, zone);
    if (skip) {
      if (midnight + 86_400_000 > earliest) out.push({ day, startAt: null, epochMs: midnight, skip });
      continue;
    }
    const epochMs = local.toZonedDateTime(zone).epochMilliseconds;
    if (epochMs < earliest) continue;
    out.push({ day, startAt: formatStartAt(local), epochMs, skip: null });
    rides++;
  }
  return out;
}
