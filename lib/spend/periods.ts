import { Temporal } from "temporal-polyfill";
import type { Period, Weekday } from "./rules";

/**
 * Budget periods and the pickup's own clock. Isomorphic and pure. A ride counts in the period of its
 * pickup's date where the pickup is (a ride at 23:30 on 31 May in Madrid is May's), so a budget's
 * month is the one its travellers live in, whatever the server's zone.
 */

/** The pickup on its own clock: its date, ISO weekday and "HH:MM". */
export function localPickup(at: Date, zone: string): { date: string; weekday: Weekday; time: string } {
  const local = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone);
  return { date: local.toPlainDate().toString(), weekday: local.dayOfWeek as Weekday, time: local.toPlainTime().toString({ smallestUnit: "minute" }) };
}

/** The first day of the period a date falls in: the 1st of its month, or its week's Monday. */
export function periodStartOf(date: string, period: Period): string {
  const day = Temporal.PlainDate.from(date);
  return (period === "month" ? day.with({ day: 1 }) : day.subtract({ days: day.dayOfWeek - 1 })).toString();
}

/** The day after a period's last. */
export function periodEndOf(start: string, period: Period): string {
  return Temporal.PlainDate.from(start)
    .add(period === "month" ? { months: 1 } : { weeks: 1 })
    .toString();
}

/** A period's bounds as instants on a zone's clock, for counting rides by their pickup time. */
export function periodInstants(start: string, period: Period, zone: string): { from: Date; to: Date } {
  const at = (date: string) => new Date(Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: zone }).epochMilliseconds);
  return { from: at(start), to: at(periodEndOf(start, period)) };
}

/** How far through its period a day is, as a fraction (the day counted as begun), for projecting a budget to the period's end. */
export function periodElapsed(start: string, period: Period, today: string): number {
  const first = Temporal.PlainDate.from(start);
  const total = first.until(Temporal.PlainDate.from(periodEndOf(start, period)), { largestUnit: "days" }).days;
  const gone = first.until(Temporal.PlainDate.from(today), { largestUnit: "days" }).days + 1;
  return Math.min(1, Math.max(0, gone / total));
}
