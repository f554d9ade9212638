import { beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "@/lib/db/audit";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createUser, findUserById, updateUser } from "@/lib/db/users";
import { checkCredentials } from "./credentials";
import { LOCK_AFTER_FAILURES } from "./lockout";
import { hashPassword } from "./passwords";

const RIGHT = "the right password";
const t0 = new Date("2027-01-01T10:00:00Z");
const at = (minutes: number) => () => new Date(t0.getTime() + minutes * 60_000);
const noWait = async () => {};

describe.each(TEST_ENGINES)("password sign-in on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword(RIGHT);
  });

  const person = (email: string) => createUser(h.db, { email, name: email.split("@")[0]!, role: "agent", passwordHash: hash });

  it("slows down and then locks repeated failed sign-ins, and says so", async () => {
    const u = await person("lock@example.com");
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const outcomes = [];
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) outcomes.push(await checkCredentials(h.db, "lock@example.com", "wrong", { now: at(0), sleep }));
    expect(outcomes.slice(0, 2)).toEqual([
      { ok: false, reason: "invalid", slowed: false },
      { ok: false, reason: "invalid", slowed: false },
    ]);
    expect(outcomes.slice(2, 4)).toEqual([
      { ok: false, reason: "invalid", slowed: true },
      { ok: false, reason: "invalid", slowed: true },
    ]);
    expect(outcomes.at(-1)).toMatchObject({ ok: false, reason: "locked" });
    expect(waits).toEqual([1000, 2000]);
    // Locked: even the right password is refused until the lock ends.
    expect(await checkCredentials(h.db, "lock@example.com", RIGHT, { now: at(0), sleep })).toMatchObject({ reason: "locked" });
    expect(await checkCredentials(h.db, "lock@example.com", RIGHT, { now: at(16), sleep })).toMatchObject({ ok: true });
    expect(await findUserById(h.db, u.id)).toMatchObject({ failedSignIns: 0, lockedUntil: null });
  });

  it("locks the account when many wrong passwords arrive at the same time", async () => {
    const u = await person("burst@example.com");
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => checkCredentials(h.db, "burst@example.com", `guess ${i}`, { now: at(0), sleep: noWait })));
    expect(outcomes.every((o) => !o.ok)).toBe(true);
    // However the attempts interleave, no more wrong guesses are answered than the lock allows:
    // the rest are counted into the lock or refused by it.
    const answered = outcomes.filter((o) => !o.ok && o.reason === "invalid").length;
    expect(answered).toBeLessThan(LOCK_AFTER_FAILURES);
    expect(outcomes.filter((o) => !o.ok && o.reason === "locked").length).toBe(10 - answered);
    const row = await findUserById(h.db, u.id);
    expect(row!.failedSignIns).toBeGreaterThanOrEqual(LOCK_AFTER_FAILURES);
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(at(14)().getTime());
    expect(await checkCredentials(h.db, "burst@example.com", RIGHT, { now: at(1), sleep: noWait })).toMatchObject({ ok: false, reason: "locked" });
  });

  it("forgets failures after a quiet quarter of an hour", async () => {
    const u = await person("quiet@example.com");
    for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i++) await checkCredentials(h.db, "quiet@example.com", "wrong", { now: at(0), sleep: noWait });
    expect(await checkCredentials(h.db, "quiet@example.com", "wrong", { now: at(16), sleep: noWait })).toEqual({ ok: false, reason: "invalid", slowed: false });
    expect(await findUserById(h.db, u.id)).toMatchObject({ failedSignIns: 1, lockedUntil: null });
  });

  it("answers a deactivated account as it answers a wrong password, whatever password is given", async () => {
    const u = await person("gone@example.com");
    await updateUser(h.db, u.id, { active: false });
    const right = await checkCredentials(h.db, "gone@example.com", RIGHT, { now: at(0), sleep: noWait });
    const wrong = await checkCredentials(h.db, "gone@example.com", "wrong", { now: at(0), sleep: noWait });
    expect(right).toEqual({ ok: false, reason: "invalid", slowed: false });
    expect(wrong).toEqual(right);
    expect(await checkCredentials(h.db, "nobody@example.com", "whatever")).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("writes the audit record of each sign-in, failure and lock", async () => {
    const u = await person("audited@example.com");
    await checkCredentials(h.db, "audited@example.com", RIGHT, { now: at(0), sleep: noWait });
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) await checkCredentials(h.db, "audited@example.com", "wrong", { now: at(1), sleep: noWait });
    await checkCredentials(h.db, "stranger@example.com", "whatever");
    const mine = (await listAudit(h.db, { q: "audited@example.com" })).records.reverse();
    expect(mine.map((r) => [r.action, r.actorId, r.detail])).toEqual([
      ["auth.sign_in", u.id, { method: "password" }],
      ...[1, 2, 3, 4].map((failures) => ["auth.sign_in_failed", u.id, { method: "password", reason: "wrong_password", failures }]),
      ["auth.locked", u.id, { method: "password", reason: "wrong_password", failures: 5 }],
    ]);
    expect(mine.slice(1).every((r) => r.targetType === "user" && r.targetId === u.id)).toBe(true);
    const stranger = (await listAudit(h.db, { q: "stranger@example.com" })).records;
    expect(stranger.map((r) => [r.action, r.actorId, r.detail])).toEqual([["auth.sign_in_failed", null, { method: "password", reason: "unknown_email" }]]);
  });
});
