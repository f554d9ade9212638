import { Temporal } from "temporal-polyfill";
import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";
import { locSchema } from "@/lib/booking/schema";
import { samePointProblems } from "@/lib/booking/stops";
import { MAX_SERIES_DAYS, MAX_SERIES_RIDES } from "./plan";

/**
 * "Repeat" on the booking form: which weekdays, and until a day or for a number of rides. Isomorphic:
 * the form's repeat fields and the server's action check with the same rules. Refusals are message
 * references, worded in errors.json under "series".
 */

export const MIN_SERIES_RIDES = 2;

export const repeatEndSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("until"), date: z.iso.date(messageRef("series.repeat.untilDate")) }),
  z.strictObject({
    kind: z.literal("rides"),
    rides: z
      .number(messageRef("series.repeat.rides", { min: MIN_SERIES_RIDES, max: MAX_SERIES_RIDES }))
      .int(messageRef("series.repeat.rides", { min: MIN_SERIES_RIDES, max: MAX_SERIES_RIDES }))
      .min(MIN_SERIES_RIDES, messageRef("series.repeat.rides", { min: MIN_SERIES_RIDES, max: MAX_SERIES_RIDES }))
      .max(MAX_SERIES_RIDES, messageRef("series.repeat.rides", { min: MIN_SERIES_RIDES, max: MAX_SERIES_RIDES })),
  }),
]);

export const repeatSchema = z.strictObject({
  /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
  weekdays: z
    .array(z.number().int().min(1).max(7), messageRef("series.repeat.weekdays"))
    .min(1, messageRef("series.repeat.weekdays"))
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  end: repeatEndSchema,
});
export type RepeatInput = z.input<typeof repeatSchema>;
export type Repeat = z.output<typeof repeatSchema>;

/**
 * The rules that tie the repetition to the booking's first day: the ride must be a reservation, and
 * the last day falls on or after the first and within a year of it. `path` is where the repeat's
 * fields sit in the checked object.
 */
export function refineRepeat(repeat: Repeat, firstDay: string | null, ctx: z.RefinementCtx, path: (string | number)[] = []) {
  if (!firstDay) {
    ctx.addIssue({ code: "custom", path: [...path, "weekdays"], message: messageRef("series.repeat.reservationOnly") });
    return;
  }
  if (repeat.end.kind !== "until") return;
  const first = Temporal.PlainDate.from(firstDay);
  const until = Temporal.PlainDate.from(repeat.end.date);
  if (Temporal.PlainDate.compare(until, first) < 0) {
    ctx.addIssue({ code: "custom", path: [...path, "end", "date"], message: messageRef("series.repeat.untilBeforeStart") });
  } else if (Temporal.PlainDate.compare(until, first.add({ days: MAX_SERIES_DAYS - 1 })) > 0) {
    ctx.addIssue({ code: "custom", path: [...path, "end", "date"], message: messageRef("series.repeat.untilTooFar", { days: MAX_SERIES_DAYS }) });
  }
}

/** The series' own id and a day of it, for the pages and actions that act on one day. */
export const seriesDaySchema = z.strictObject({ seriesId: z.uuid(), day: z.iso.date(messageRef("series.repeat.untilDate")) });
export const seriesIdSchema = z.strictObject({ seriesId: z.uuid() });

/** A place picked in the address search, as a series' new pickup or destination. */
export const seriesPlaceSchema = z.strictObject({
  label: z.string().trim().min(1).max(300),
  loc: locSchema,
  name: z.string().max(120).optional(),
  addr: z.string().max(200).optional(),
  num: z.string().max(20).optional(),
  city: z.string().max(100).optional(),
  postal_code: z.string().max(20).optional(),
  country: z.string().max(60).optional(),
});
export type SeriesPlace = z.output<typeof seriesPlaceSchema>;

/** "This and the following": a new pickup time (HH:MM on the pickup's clock) from a day on, and a new pickup or destination when given. */
export const changeFromSchema = seriesDaySchema
  .extend({
    time: z.string().regex(/^\d{2}:\d{2}$/, messageRef("booking.when.time")),
    pickup: seriesPlaceSchema.nullable().default(null),
    destination: seriesPlaceSchema.nullable().default(null),
  })
  .superRefine((c, ctx) => {
    if (c.pickup && c.destination && samePointProblems([c.pickup.loc, c.destination.loc]).size)
      ctx.addIssue({ code: "custom", path: ["destination"], message: messageRef("series.manage.samePlace") });
  });
export type ChangeFrom = z.output<typeof changeFromSchema>;
