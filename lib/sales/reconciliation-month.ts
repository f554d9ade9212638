import { Temporal } from "temporal-polyfill";
import { z } from "@/lib/zod";

/** The month a reconciliation closes, on the company's calendar. Isomorphic and pure. */
export type ReconciliationMonth = {
  /** YYYY-MM. */
  month: string;
  /** Its first and last days (YYYY-MM-DD), which sales' invoice dates are compared with. */
  from: string;
  to: string;
  /** The instants that bound its days in the company's zone, which rides' pickups are compared with. */
  start: Date;
  end: Date;
};

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The page's and the download's address: a month (last month without one), and the download's format. */
export const reconciliationQuerySchema = z.object({
  month: z
    .string()
    .regex(MONTH, { message: "month" })
    .refine((m) => Number(m.slice(0, 4)) >= 2000 && Number(m.slice(0, 4)) <= 2100, { message: "month" })
    .optional(),
  format: z.enum(["csv", "xlsx"]).default("csv"),
});

/** The month before `now`'s on the company's calendar: the one finance closes. */
export function lastMonth(now: Date, zone: string): string {
  const day = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone).toPlainDate();
  return day.with({ day: 1 }).subtract({ months: 1 }).toPlainYearMonth().toString();
}

export function reconciliationMonth(month: string, zone: string): ReconciliationMonth {
  const first = Temporal.PlainYearMonth.from(month).toPlainDate({ day: 1 });
  const next = first.add({ months: 1 });
  const at = (d: Temporal.PlainDate) => new Date(d.toZonedDateTime({ timeZone: zone }).epochMilliseconds);
  return { month, from: first.toString(), to: next.subtract({ days: 1 }).toString(), start: at(first), end: at(next) };
}

/**
 * When a final price and an invoice differ enough to be looked at: by more than 5 % of the final
 * price and by at least one whole unit of its currency (€1.00, CLP 1), so cents of rounding on a
 * short ride are not listed and a large ride's small share still is.
 */
export const DIFFERENCE_THRESHOLD = { percent: 5, wholeUnits: 1 } as const;
export type DifferenceThreshold = { percent: number; wholeUnits: number };
