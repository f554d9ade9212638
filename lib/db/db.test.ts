import { describe, expect, it } from "vitest";
import { AdminExistsError, createFirstAdmin } from "@/lib/auth/first-admin";
import { audit, listAudit } from "@/lib/audit/queries";
import {
  listRequesters,
  replaceRequesters,
  RequesterAssignmentError,
  requestersForAgent,
  setAgentRequesters,
  toRequesterRow,
} from "@/lib/accounts/requester-queries";
import { TEST_ENGINES, testEngines, useFreshDatabase } from "./testing";
import { adminExists, createUser, findUserByEmail, findUserById, updateUser } from "@/lib/accounts/queries";

const A = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const B = "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6";
const C = "5b7e2c9d1a3f4e8b9c0d1e2f3a4b5c6d";
const providerUser = (id: string, name: string, extra = {}) => ({
  id,
  email: `${name.toLowerCase()}@acme.example`,
  name,
  surname: "Test",
  mobile_cc: "+34",
  mobile_num: "600111222",
  locale: "es-ES",
  ...extra,
});

describe("test database engines", () => {
  it("are PGlite, and PostgreSQL too when a test server is given", () => {
    expect(testEngines({})).toEqual(["pglite"]);
    expect(testEngines({ CI: "true", TEST_DATABASE_URL: "postgres://x@127.0.0.1/x" })).toEqual(["pglite", "postgres"]);
  });

  it("refuse to run on PGlite alone in CI, where both engines must be proven", () => {
    expect(() => testEngines({ CI: "true" })).toThrow(/TEST_DATABASE_URL/);
    expect(() => testEngines({ CI: "true", TEST_DATABASE_URL: "" })).toThrow(/TEST_DATABASE_URL/);
    expect(testEngines({ CI: "false" })).toEqual(["pglite"]);
  });
});

describe("requester mapping", () => {
  it("keeps what a booking needs, trims, and drops the + of the calling code", () => {
    const at = new Date("2027-01-01T00:00:00Z");
    expect(toRequesterRow(providerUser(A, " Lucía ", { email: "Lucia@Acme.example " }), at)).toEqual({
      id: A,
      email: "lucia@acme.example",
      name: "Lucía",
      surname: "Test",
      mobileCc: "34",
      mobileNum: "600111222",
      locale: "es-ES",
      active: true,
      syncedAt: at,
    });
  });

  it("marks disabled users inactive and refuses ids the provider would refuse as requester_id", () => {
    expect(toRequesterRow(providerUser(A, "X", { disabled: true }), new Date())!.active).toBe(false);
    expect(toRequesterRow(providerUser("3C9E1F0A7B2D4E6F8A1B2C3D4E5F6A7B", "X"), new Date())).toBeNull();
    expect(toRequesterRow(providerUser("abc", "X"), new Date())).toBeNull();
  });
});

describe.each(TEST_ENGINES)("database on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("keeps emails unique whatever their case", async () => {
    await createUser(h.db, { email: "Ana@Example.com", name: "Ana", role: "agent" });
    expect((await findUserByEmail(h.db, "ana@EXAMPLE.com"))?.name).toBe("Ana");
    await expect(createUser(h.db, { email: "ana@example.com", name: "Ana 2", role: "agent" })).rejects.toThrow();
  });

  it("ends a user's sessions by raising the session version", async () => {
    const u = await createUser(h.db, { email: "sv@example.com", name: "Sv", role: "agent" });
    await updateUser(h.db, u.id, { active: false }, { endSessions: true });
    expect(await findUserById(h.db, u.id)).toMatchObject({ active: false, sessionVersion: u.sessionVersion + 1 });
  });

  it("creates the first admin once, even when two try at the same time", async () => {
    expect(await adminExists(h.db)).toBe(false);
    const results = await Promise.allSettled([
      createFirstAdmin(h.db, { email: "root1@example.com", name: "Root", password: "correct horse battery" }, "setup"),
      createFirstAdmin(h.db, { email: "root2@example.com", name: "Root", password: "correct horse battery" }, "setup"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(AdminExistsError);
    expect(await adminExists(h.db)).toBe(true);
  });

  it("writes audit records and lists them newest first, filtered and in pages", async () => {
    const actor = { id: null, email: "auditor@example.com" };
    for (let i = 0; i < 5; i++) await audit(h.db, { actor, action: "user.created", target: { type: "user", id: `u-${i}` }, detail: { i } });
    await audit(h.db, { actor, action: "user.deactivated", target: { type: "user", id: "u-9" } });
    const first = await listAudit(h.db, { q: "auditor@", limit: 4 });
    expect(first.records.map((r) => r.action)).toEqual(["user.deactivated", "user.created", "user.created", "user.created"]);
    const second = await listAudit(h.db, { q: "auditor@", limit: 4, before: first.next! });
    expect(second.records.map((r) => r.targetId)).toEqual(["u-1", "u-0"]);
    expect(second.next).toBeNull();
    expect((await listAudit(h.db, { action: "user.deactivated" })).records).toHaveLength(1);
    expect((await listAudit(h.db, { action: "user." })).records.length).toBeGreaterThanOrEqual(6);
    expect((await listAudit(h.db, { q: "u-3" })).records[0]!.detail).toEqual({ i: 3 });
    expect((await listAudit(h.db, { from: new Date(Date.now() + 60_000) })).records).toEqual([]);
  });

  it("syncs requesters from the provider and keeps the ones that left as inactive", async () => {
    await replaceRequesters(h.db, [providerUser(A, "Ana"), providerUser(B, "Bea"), providerUser("bad", "Bad")]);
    await replaceRequesters(h.db, [providerUser(A, "Ana María"), providerUser(C, "Carla")]);
    const all = await listRequesters(h.db);
    expect(all.map((r) => [r.name, r.active])).toEqual([
      ["Ana María", true],
      ["Bea", false],
      ["Carla", true],
    ]);
    expect((await listRequesters(h.db, { activeOnly: true })).map((r) => r.id)).toEqual([A, C]);
  });

  it("assigns requesters to an agent with one default", async () => {
    const agent = await createUser(h.db, { email: "agent@example.com", name: "Agent", role: "agent" });
    await setAgentRequesters(h.db, agent.id, [A, C], C);
    expect((await requestersForAgent(h.db, agent.id)).map((r) => [r.id, r.isDefault])).toEqual([
      [C, true],
      [A, false],
    ]);
    await expect(setAgentRequesters(h.db, agent.id, [A], C)).rejects.toBeInstanceOf(RequesterAssignmentError);
    await expect(setAgentRequesters(h.db, agent.id, [A, "ffffffffffffffffffffffffffffffff"], A)).rejects.toBeInstanceOf(RequesterAssignmentError);
    await setAgentRequesters(h.db, agent.id, [], null);
    expect(await requestersForAgent(h.db, agent.id)).toEqual([]);
  });
});
