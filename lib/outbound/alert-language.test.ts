import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createUser } from "@/lib/accounts/queries";
import { users } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import type { Db } from "@/lib/db";
import { DEFAULT_NOTIFICATIONS } from "./settings";
import { deskAlertLanguage, saveNotificationSettings } from "./settings-queries";

vi.mock("server-only", () => ({}));

async function deskUser(db: Db, locale: string | null, active = true) {
  const u = await createUser(db, { email: `u-${crypto.randomUUID().slice(0, 8)}@desk.test`, name: "Desk user", role: "agent" });
  await db.update(users).set({ locale, active }).where(eq(users.id, u.id));
  return u;
}

describe.each(TEST_ENGINES)("the language of the desk's alerts on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("is the company's while no user chose one, then the one most of the desk's active users chose", async () => {
    expect(await deskAlertLanguage(h.db, "en")).toEqual({ language: "en", chosen: false, usersChoice: null });
    await deskUser(h.db, "es");
    await deskUser(h.db, "es");
    await deskUser(h.db, "en");
    await deskUser(h.db, null);
    await deskUser(h.db, "pt", false);
    await deskUser(h.db, "pt", false);
    await deskUser(h.db, "pt", false);
    expect(await deskAlertLanguage(h.db, "en")).toEqual({ language: "es", chosen: false, usersChoice: "es" });
  });

  it("is the admin's choice once made, whatever the users chose", async () => {
    await deskUser(h.db, "es");
    const admin = await createUser(h.db, { email: `a-${crypto.randomUUID().slice(0, 8)}@desk.test`, name: "Admin", role: "admin" });
    await saveNotificationSettings(h.db, { ...DEFAULT_NOTIFICATIONS, alertLanguage: "pt" }, { id: admin.id, email: admin.email });
    expect(await deskAlertLanguage(h.db, "en")).toMatchObject({ language: "pt", chosen: true });
  });
});
