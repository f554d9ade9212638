import { beforeEach, describe, expect, it } from "vitest";
import { listAudit } from "@/lib/audit/queries";
import { users } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { adminExists, changeUserRole, createUser, findUserById, LastAdminError, setUserActive, updateUser } from "./queries";

const actor = { id: null, email: "someone@example.com" };

describe.each(TEST_ENGINES)("keeping an active admin on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let run = 0;
  // Each test starts with no admins, and its own people.
  beforeEach(async () => {
    run++;
    await h.db.update(users).set({ role: "agent" });
  });

  const admins = () => Promise.all(["one", "two"].map((n) => createUser(h.db, { email: `${n}.${run}@example.com`, name: n, role: "admin" })));

  it("demotes one of the last two admins at the same time as the other, never both", async () => {
    const [one, two] = await admins();
    const results = await Promise.allSettled([
      changeUserRole(h.db, { userId: one!.id, role: "agent", actor }),
      changeUserRole(h.db, { userId: two!.id, role: "agent", actor }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toBeInstanceOf(LastAdminError);
    expect(await adminExists(h.db)).toBe(true);
    const audited = (await listAudit(h.db, { action: "user.role_changed" })).records.filter((r) => r.targetId === one!.id || r.targetId === two!.id);
    expect(audited).toHaveLength(1);
  });

  it("keeps one when the last two are deactivated, or one demoted and the other deactivated, at the same time", async () => {
    const [one, two] = await admins();
    const results = await Promise.allSettled([
      setUserActive(h.db, { userId: one!.id, active: false, actor }),
      changeUserRole(h.db, { userId: two!.id, role: "agent", actor }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await adminExists(h.db)).toBe(true);
  });

  it("lets an admin go while another active admin remains, counting only active ones", async () => {
    const [one, two] = await admins();
    await updateUser(h.db, two!.id, { active: false });
    await expect(changeUserRole(h.db, { userId: one!.id, role: "agent", actor })).rejects.toBeInstanceOf(LastAdminError);
    // Demoting an inactive admin takes no active admin away.
    expect((await changeUserRole(h.db, { userId: two!.id, role: "agent", actor }))!.after.role).toBe("agent");
    await setUserActive(h.db, { userId: two!.id, active: true, actor });
    await changeUserRole(h.db, { userId: two!.id, role: "admin", actor });
    expect((await changeUserRole(h.db, { userId: one!.id, role: "agent", actor }))!.after).toMatchObject({
      role: "agent",
      sessionVersion: one!.sessionVersion + 1,
    });
    expect(await changeUserRole(h.db, { userId: "00000000-0000-4000-8000-000000000000", role: "agent", actor })).toBeUndefined();
  });

  it("reactivates with a clean slate of failed sign-ins, and ends the sessions of a deactivated user", async () => {
    const u = await createUser(h.db, { email: `agent.${run}@example.com`, name: "Agent", role: "agent" });
    await setUserActive(h.db, { userId: u.id, active: false, actor });
    await updateUser(h.db, u.id, { failedSignIns: 5, lockedUntil: new Date(Date.now() + 60_000) });
    expect(await findUserById(h.db, u.id)).toMatchObject({ active: false, sessionVersion: u.sessionVersion + 1 });
    expect((await setUserActive(h.db, { userId: u.id, active: true, actor }))!.after).toMatchObject({ active: true, failedSignIns: 0, lockedUntil: null });
    expect((await listAudit(h.db, { q: u.id })).records.map((r) => r.action)).toEqual(["user.reactivated", "user.deactivated"]);
  });
});
