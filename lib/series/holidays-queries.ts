import "server-only";
import { asc, count, eq, gte } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { companyHolidays } from "@/lib/db/schema";
import { ActionError } from "@/lib/action-result";
import { audit, type Actor } from "@/lib/audit/queries";
import { messageRef } from "@/lib/i18n/message-ref";
import { MAX_HOLIDAYS, type Holiday } from "./holidays";

export type { Holiday } from "./holidays";

/** The company's holidays from `from` (YYYY-MM-DD) on, earliest first; all of them without it. */
export async function listHolidays(db: Db, from?: string): Promise<Holiday[]> {
  return db
    .select({ day: companyHolidays.day, name: companyHolidays.name })
    .from(companyHolidays)
    .where(from ? gte(companyHolidays.day, from) : undefined)
    .orderBy(asc(companyHolidays.day));
}

/** The holidays as a series reads them: day → name. */
export async function holidayMap(db: Db, from: string): Promise<Map<string, string>> {
  return new Map((await listHolidays(db, from)).map((h) => [h.day, h.name]));
}

/** Adds a holiday, or renames the day's; refused past the list's cap. Audited in the same transaction. */
export async function addHoliday(db: Db, actor: Actor, holiday: Holiday): Promise<Holiday> {
  return db.transaction(async (tx) => {
    const [{ n }] = (await tx.select({ n: count() }).from(companyHolidays)) as [{ n: number }];
    const [existing] = await tx.select().from(companyHolidays).where(eq(companyHolidays.day, holiday.day));
    if (!existing && n >= MAX_HOLIDAYS) throw new ActionError("invalid", messageRef("series.holiday.tooMany", { max: MAX_HOLIDAYS }));
    await tx
      .insert(companyHolidays)
      .values({ day: holiday.day, name: holiday.name, createdBy: actor.id })
      .onConflictDoUpdate({ target: companyHolidays.day, set: { name: holiday.name } });
    await audit(tx, { actor, action: "holiday.added", target: { type: "holiday", id: holiday.day }, detail: { name: holiday.name } });
    return holiday;
  });
}

/** Removes a holiday; a day that is not one is refused in words. */
export async function removeHoliday(db: Db, actor: Actor, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(companyHolidays).where(eq(companyHolidays.day, day)).returning();
    if (!gone.length) throw new ActionError("not_found", messageRef("series.holiday.notFound"));
    await audit(tx, { actor, action: "holiday.removed", target: { type: "holiday", id: day }, detail: { name: gone[0]!.name } });
  });
}
