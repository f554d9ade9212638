import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { listAudit } from "@/lib/audit/queries";
import type { DbHandle } from "@/lib/db/client";
import { replaceRequesters, requestersForAgent } from "@/lib/accounts/requester-queries";
import { users } from "@/lib/db/schema";
import { freshDatabase, TEST_ENGINES } from "@/lib/db/testing";
import { adminExists, createUser, findUserById, updateUser, type UserRow } from "@/lib/accounts/queries";

/** The admin user actions against a real database, signed in as an admin: each change is audited, and refusals are not. */

let h: DbHandle;
const currentUser = vi.fn<() => Promise<SessionUser | null>>();
vi.mock("@/lib/auth/session", () => ({ currentUser: () => currentUser() }));
vi.mock("@/lib/db", () => ({ db: async () => h.db }));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

const { assignRequestersAction, changeRoleAction, createUserAction, resetPasswordAction, setActiveAction, unlockUserAction } = await import("./actions");

const asSession = (u: UserRow): SessionUser => ({ id: u.id, email: u.email, name: u.name, role: u.role });
const A = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const B = "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6";

describe.each(TEST_ENGINES)("admin user actions on %s", (engine) => {
  let admin: UserRow;
  beforeAll(async () => {
    h = await freshDatabase(engine);
    admin = await createUser(h.db, { email: "boss@example.com", name: "Boss", role: "admin" });
    currentUser.mockImplementation(async () => asSession(admin));
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  /** The newest audit record about a user. */
  const lastAbout = async (userId: string) => (await listAudit(h.db, { q: userId, limit: 1 })).records[0];
  const agent = (email: string) => createUser(h.db, { email, name: email.split("@")[0]!, role: "agent" });

  it("audits an invitation", async () => {
    const result = await createUserAction({ name: "Ana", email: "Ana@Example.com", role: "agent" });
    expect(result).toMatchObject({ ok: true, data: { user: { email: "ana@example.com" }, invitePath: expect.stringMatching(/^\/welcome\//) } });
    const id = (result as { data: { user: { id: string } } }).data.user.id;
    expect(await lastAbout(id)).toMatchObject({
      action: "user.invited",
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: "user",
      targetId: id,
      detail: { email: "ana@example.com", role: "agent" },
    });
  });

  it("audits a role change", async () => {
    const u = await agent("role@example.com");
    expect(await changeRoleAction({ userId: u.id, role: "admin" })).toMatchObject({ ok: true, data: { user: { role: "admin" } } });
    expect(await lastAbout(u.id)).toMatchObject({ action: "user.role_changed", actorId: admin.id, detail: { email: u.email, from: "agent", to: "admin" } });
    expect((await findUserById(h.db, u.id))!.sessionVersion).toBe(u.sessionVersion + 1);
  });

  it("audits deactivation and reactivation", async () => {
    const u = await agent("active@example.com");
    expect(await setActiveAction({ userId: u.id, active: false })).toMatchObject({ ok: true, data: { user: { active: false } } });
    expect(await lastAbout(u.id)).toMatchObject({ action: "user.deactivated", actorId: admin.id, detail: { email: u.email } });
    await updateUser(h.db, u.id, { failedSignIns: 5, lockedUntil: new Date(Date.now() + 60_000) });
    expect(await setActiveAction({ userId: u.id, active: true })).toMatchObject({ ok: true, data: { user: { active: true, lockedUntil: null } } });
    expect(await lastAbout(u.id)).toMatchObject({ action: "user.reactivated", actorId: admin.id, detail: { email: u.email } });
  });

  it("audits a password reset", async () => {
    const u = await agent("reset@example.com");
    expect(await resetPasswordAction({ userId: u.id })).toMatchObject({ ok: true, data: { resetPath: expect.stringMatching(/^\/welcome\//) } });
    expect(await lastAbout(u.id)).toMatchObject({ action: "user.password_reset", actorId: admin.id, detail: { email: u.email } });
  });

  it("audits an unlock", async () => {
    const u = await agent("unlock@example.com");
    await updateUser(h.db, u.id, { failedSignIns: 5, lockedUntil: new Date(Date.now() + 60_000) });
    expect(await unlockUserAction({ userId: u.id })).toEqual({ ok: true, data: { unlocked: true } });
    expect(await findUserById(h.db, u.id)).toMatchObject({ failedSignIns: 0, lockedUntil: null });
    expect(await lastAbout(u.id)).toMatchObject({ action: "user.unlocked", actorId: admin.id, detail: { email: u.email } });
  });

  it("audits a requester assignment", async () => {
    const u = await agent("requesters@example.com");
    const person = (id: string, name: string) => ({
      id,
      email: `${name}@acme.example`,
      name,
      surname: "Test",
      mobile_cc: "+34",
      mobile_num: "600111222",
      locale: "es-ES",
    });
    await replaceRequesters(h.db, [person(A, "ana"), person(B, "bea")]);
    expect(await assignRequestersAction({ userId: u.id, requesterIds: [A, B], defaultId: B })).toEqual({ ok: true, data: { saved: 2 } });
    expect((await requestersForAgent(h.db, u.id)).map((r) => [r.id, r.isDefault])).toEqual([
      [B, true],
      [A, false],
    ]);
    expect(await lastAbout(u.id)).toMatchObject({
      action: "requesters.assigned",
      actorId: admin.id,
      detail: { email: u.email, requesters: [A, B], default: B },
    });
  });

  it("gives an invited agent their requesters and default at once, audited", async () => {
    const person = (id: string, name: string) => ({ id, email: `${name}@acme.example`, name, surname: "Test" });
    await replaceRequesters(h.db, [person(A, "ana"), person(B, "bea")]);
    const result = await createUserAction({ name: "Noa", email: "noa@example.com", role: "agent", requesterIds: [A, B], defaultId: A });
    expect(result).toMatchObject({ ok: true, data: { requesters: 2 } });
    const id = (result as { data: { user: { id: string } } }).data.user.id;
    expect((await requestersForAgent(h.db, id)).map((r) => [r.id, r.isDefault])).toEqual([
      [A, true],
      [B, false],
    ]);
    expect(await lastAbout(id)).toMatchObject({ action: "requesters.assigned", detail: { email: "noa@example.com", requesters: [A, B], default: A } });
  });

  it("invites no one when the chosen requesters are refused", async () => {
    const unknown = "ffffffffffffffffffffffffffffffff";
    expect(await createUserAction({ name: "Ona", email: "ona@example.com", role: "agent", requesterIds: [A, B], defaultId: unknown })).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { defaultId: "The default must be one of the chosen requesters." } },
    });
    expect(await createUserAction({ name: "Ona", email: "ona@example.com", role: "agent", requesterIds: [unknown], defaultId: unknown })).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { defaultId: expect.stringMatching(/not known/) } },
    });
    expect((await listAudit(h.db, { q: "ona@example.com", limit: 5 })).records).toEqual([]);
  });

  /** Leaves the given people as the only admins, for a test about the last ones. */
  const onlyAdmins = async (...emails: string[]) => {
    await h.db.update(users).set({ role: "agent" });
    return Promise.all(emails.map((email) => createUser(h.db, { email, name: email.split("@")[0]!, role: "admin" })));
  };
  const restore = async () => {
    await updateUser(h.db, admin.id, { role: "admin" });
    currentUser.mockImplementation(async () => asSession(admin));
  };

  it("refuses to take away the last active admin, and audits nothing then", async () => {
    try {
      const [only] = await onlyAdmins("only@example.com");
      currentUser.mockResolvedValue(asSession(only!));
      expect(await changeRoleAction({ userId: only!.id, role: "agent" })).toMatchObject({ ok: false, error: { code: "conflict" } });
      // An inactive admin does not count as the other admin.
      await createUser(h.db, { email: "idle@example.com", name: "Idle", role: "admin" }).then((u) => updateUser(h.db, u.id, { active: false }));
      expect(await changeRoleAction({ userId: only!.id, role: "agent" })).toMatchObject({ ok: false, error: { code: "conflict" } });
      expect(await lastAbout(only!.id)).toBeUndefined();
      expect(await findUserById(h.db, only!.id)).toMatchObject({ role: "admin", active: true });
    } finally {
      await restore();
    }
  });

  it.each([
    ["demote each other", (id: string) => changeRoleAction({ userId: id, role: "agent" })],
    ["deactivate each other", (id: string) => setActiveAction({ userId: id, active: false })],
  ])("leaves one active admin when the last two %s at the same time", async (name, remove) => {
    try {
      const [one, two] = await onlyAdmins(`one.${name.length}@example.com`, `two.${name.length}@example.com`);
      currentUser.mockResolvedValueOnce(asSession(one!)).mockResolvedValueOnce(asSession(two!));
      const results = await Promise.all([remove(two!.id), remove(one!.id)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({
        ok: false,
        error: { code: "conflict", message: expect.stringContaining("at least one active admin") },
      });
      expect(await adminExists(h.db)).toBe(true);
    } finally {
      await restore();
    }
  });
});
