import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, companyHolidays } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { ActionError } from "@/lib/action-result";
import { addHoliday, holidayMap, listHolidays, removeHoliday } from "./holidays-queries";
import { MAX_HOLIDAYS } from "./holidays";

const actor = { id: null, email: "ada@example.com" };

describe.each(TEST_ENGINES)("the company's holidays on %s", (engine) => {
  const h = useFreshDatabase(engine);
  beforeEach(async () => {
    await h.db.delete(companyHolidays);
    await h.db.delete(auditLog);
  });

  it("are added, renamed and removed, earliest first, each change audited", async () => {
    await addHoliday(h.db, actor, { day: "2027-12-25", name: "Christmas" });
    await addHoliday(h.db, actor, { day: "2027-01-06", name: "Epiphany" });
    await addHoliday(h.db, actor, { day: "2027-12-25", name: "Christmas Day" });
    expect(await listHolidays(h.db)).toEqual([
      { day: "2027-01-06", name: "Epiphany" },
      { day: "2027-12-25", name: "Christmas Day" },
    ]);
    expect([...(await holidayMap(h.db, "2027-06-01"))]).toEqual([["2027-12-25", "Christmas Day"]]);
    await removeHoliday(h.db, actor, "2027-01-06");
    expect((await listHolidays(h.db)).map((d) => d.day)).toEqual(["2027-12-25"]);
    const actions = (await h.db.select().from(auditLog)).map((a) => `${a.action} ${a.targetId}`);
    expect(actions).toEqual(["holiday.added 2027-12-25", "holiday.added 2027-01-06", "holiday.added 2027-12-25", "holiday.removed 2027-01-06"]);
  });

  it("refuse removing a day that is not one, and adding past the cap, in words", async () => {
    await expect(removeHoliday(h.db, actor, "2027-05-01")).rejects.toMatchObject({ code: "not_found", message: "$series.holiday.notFound" });
    const start = Date.UTC(2000, 0, 1);
    await h.db
      .insert(companyHolidays)
      .values(Array.from({ length: MAX_HOLIDAYS }, (_, i) => ({ day: new Date(start + i * 86_400_000).toISOString().slice(0, 10), name: `Day ${i}` })));
    const refused = await addHoliday(h.db, actor, { day: "2030-01-01", name: "One too many" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ActionError);
    expect((refused as ActionError).message).toBe(`$series.holiday.tooMany{"max":${MAX_HOLIDAYS}}`);
    // Renaming one already there is no new day.
    await addHoliday(h.db, actor, { day: "2000-01-01", name: "New Year" });
    expect((await listHolidays(h.db))[0]).toEqual({ day: "2000-01-01", name: "New Year" });
  });
});
