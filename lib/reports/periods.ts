import { Temporal } from "temporal-polyfill";

/** Report periods, read as whole days in the company's time zone. Isomorphic and pure. */

export const PERIOD_PRESETS = ["this-month", "last-month", "this-quarter"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type Period = PeriodPreset | "custom";

/** Every period a person can choose, in the order the filter lists them; their names are in the "reports" messages (periods.<period>). */
export const PERIODS: readonly Period[] = [...PERIOD_PRESETS, "custom"];

/** Days as the company counts them: from and to inclusive (YYYY-MM-DD), and the UTC instants that bound them. */
export type ResolvedPeriod = { from: string; to: string; start: Date; end: Date };

const today = (now: Date, zone: string) => Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone).toPlainDate();

/** The first and last day of a preset, on the company's calendar at `now`. */
export function presetDays(preset: PeriodPreset, now: Date, zone: string): { from: string; to: string } {
  const day = today(now, zone);
  const monthStart = day.with({ day: 1 });
  let first: Temporal.PlainDate;
  let months = 1;
  if (preset === "this-month") first = monthStart;
  else if (preset === "last-month") first = monthStart.subtract({ months: 1 });
  else {
    first = day.with({ month: Math.floor((day.month - 1) / 3) * 3 + 1, day: 1 });
    months = 3;
  }
  return { from: first.toString(), to: first.add({ months }).subtract({ days: 1 }).toString() };
}

/**
 * The instants that bound whole local days: from the start of `from` (inclusive) to the start of
 * the day after `to` (exclusive). Days are started where the zone starts them, so a month that
 * holds a daylight-saving change is 1 hour shorter or longer than its days times 24.
 */
export function dayBounds(from: string, to: string, zone: string): { start: Date; end: Date } {
  const startOf = (d: Temporal.PlainDate) => new Date(d.toZonedDateTime({ timeZone: zone }).epochMilliseconds);
  return { start: startOf(Temporal.PlainDate.from(from)), end: startOf(Temporal.PlainDate.from(to).add({ days: 1 })) };
}

export function resolvePeriod(period: { period: Period; from?: string; to?: string }, now: Date, zone: string): ResolvedPeriod {
  const days =
    period.period === "custom" && period.from && period.to
      ? { from: period.from, to: period.to }
      : presetDays(period.period === "custom" ? "this-month" : period.period, now, zone);
  return { ...days, ...dayBounds(days.from, days.to, zone) };
}

/** The local day (YYYY-MM-DD) of an instant in a zone. */
export const localDay = (at: Date, zone: string) => today(at, zone).toString();
