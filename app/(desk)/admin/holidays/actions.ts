"use server";

import { revalidatePath } from "next/cache";
import { action, actorOf } from "@/lib/auth/guard";
import { addHolidaySchema, removeHolidaySchema } from "@/lib/series/holidays";
import { addHoliday, removeHoliday } from "@/lib/series/holidays-queries";

/** Adds a company holiday (or renames the day's): series book no ride on it from their next send on. */
export const addHolidayAction = action({ role: "admin", schema: addHolidaySchema }, async (input, ctx) => {
  const holiday = await addHoliday(ctx.db, actorOf(ctx), input);
  revalidatePath("/admin/holidays");
  return holiday;
});

export const removeHolidayAction = action({ role: "admin", schema: removeHolidaySchema }, async ({ day }, ctx) => {
  await removeHoliday(ctx.db, actorOf(ctx), day);
  revalidatePath("/admin/holidays");
  return { day };
});
