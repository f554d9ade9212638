import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";

/** Isomorphic: the holidays page and its actions check with the same rules. */

/** A day the company does not work (YYYY-MM-DD), and its name. */
export type Holiday = { day: string; name: string };

export const HOLIDAY_NAME_MAX = 80;
/** A holiday kept for many years is of no use to a series, which runs a year at most. */
export const MAX_HOLIDAYS = 500;

const daySchema = z.iso.date(messageRef("series.holiday.day"));

export const addHolidaySchema = z.strictObject({
  day: daySchema,
  name: z
    .string()
    .trim()
    .min(1, messageRef("series.holiday.name"))
    .max(HOLIDAY_NAME_MAX, messageRef("series.holiday.nameTooLong", { max: HOLIDAY_NAME_MAX })),
});
export type AddHolidayInput = z.input<typeof addHolidaySchema>;

export const removeHolidaySchema = z.strictObject({ day: daySchema });
