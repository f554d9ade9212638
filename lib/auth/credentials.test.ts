import { beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "@/lib/audit/queries";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createUser, findUserById, listUsers, updateUser } from "@/lib/accounts/queries";
import { checkCredentials, type SignInOutcome } from "./credentials";
import { ACCOUNT_SLOW_FROM_FAILURE, ADDRESS_LOCK_AFTER_FAILURES, ADDRESS_SLOW_FROM_FAILURE, cleared, LOCK_AFTER_FAILURES, LOCKOUT_POLICY } from "./lockout";
import { hashPassword } from "./passwords";
import { recordSignInFailure } from "@/lib/accounts/sign-in-failures";

const RIGHT = "the right password";
const t0 = new Date("2027-01-01T10:00:00Z");
const at = (minutes: number) => () => new Date(t0.getTime() + minutes * 60_000);
const noWait = async () => {};
let next = 0;
/** A client address no other test uses. */
const newAddress = () => `198.51.${100 + Math.floor(next / 250)}.${(next++ % 250) + 1}`;

describe.each(TEST_ENGINES)("password sign-in on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword(RIGHT);
  });

  const person = (email: string, role: "agent" | "admin" = "agent") => createUser(h.db, { email, name: email.split("@")[0]!, role, passwordHash: hash });
  const attempt = (email: string, password: string, address: string, deps: { now?: () => Date; sleep?: (ms: number) => Promise<void> } = {}) =>
    checkCredentials(h.db, { email, password, address }, { now: at(0), sleep: noWait, ...deps });
  const fail = async (email: string, address: string, times: number, deps = {}) => {
    const outcomes: SignInOutcome[] = [];
    for (let i = 0; i < times; i++) outcomes.push(await attempt(email, `wrong ${i}`, address, deps));
    return outcomes;
  };
  /** Failures from an address on as many accounts, counted as a failed sign-in counts them (without checking a password each time). */
  const spray = async (address: string, times: number) => {
    for (let i = 0; i < times; i++)
      await recordSignInFailure(h.db, { email: `spray-${address}-${i}@example.com`, address, now: at(0)(), policy: LOCKOUT_POLICY });
  };

  it("slows down and then locks repeated failures from one address, and says how many tries are left", async () => {
    await person("lock@example.com");
    const here = newAddress();
    const waits: number[] = [];
    const outcomes = await fail("lock@example.com", here, LOCK_AFTER_FAILURES, { sleep: async (ms: number) => void waits.push(ms) });
    expect(outcomes.slice(0, 4)).toEqual([
      { ok: false, reason: "invalid", slowed: false, left: 4 },
      { ok: false, reason: "invalid", slowed: false, left: 3 },
      { ok: false, reason: "invalid", slowed: true, left: 2 },
      { ok: false, reason: "invalid", slowed: true, left: 1 },
    ]);
    expect(outcomes.at(-1)).toEqual({ ok: false, reason: "locked", scope: "account", until: at(15)() });
    expect(waits).toEqual([1000, 2000]);
    // Locked from this address: even the right password is refused until the lock ends.
    expect(await attempt("lock@example.com", RIGHT, here)).toMatchObject({ reason: "locked", scope: "account" });
    expect(await attempt("lock@example.com", RIGHT, here, { now: at(16) })).toMatchObject({ ok: true });
    // A success starts the count again.
    expect(await attempt("lock@example.com", "wrong", here, { now: at(16) })).toMatchObject({ reason: "invalid", left: 4 });
  });

  it("cannot keep the owner out: locked from one address, an admin signs in from another", async () => {
    const owner = await person("boss@example.com", "admin");
    const attacker = newAddress();
    const office = newAddress();
    expect((await fail("boss@example.com", attacker, LOCK_AFTER_FAILURES)).at(-1)).toMatchObject({ reason: "locked", scope: "account" });
    expect(await attempt("boss@example.com", RIGHT, office)).toMatchObject({ ok: true, user: { id: owner.id } });
    // The owner's own typos from the office count on their own.
    expect(await attempt("boss@example.com", "typo", office)).toEqual({ ok: false, reason: "invalid", slowed: false, left: 4 });
    expect(await attempt("boss@example.com", RIGHT, attacker)).toMatchObject({ reason: "locked" });
  });

  it("locks the account from an address when many wrong passwords arrive from it at the same time", async () => {
    await person("burst@example.com");
    const here = newAddress();
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt("burst@example.com", `guess ${i}`, here)));
    expect(outcomes.every((o) => !o.ok)).toBe(true);
    // However the attempts interleave, no more wrong guesses are answered than the lock allows:
    // the rest are counted into the lock or refused by it.
    const answered = outcomes.filter((o) => !o.ok && o.reason === "invalid").length;
    expect(answered).toBeLessThan(LOCK_AFTER_FAILURES);
    expect(outcomes.filter((o) => !o.ok && o.reason === "locked").length).toBe(10 - answered);
    expect(await attempt("burst@example.com", RIGHT, here, { now: at(1) })).toMatchObject({ ok: false, reason: "locked" });
    expect(await attempt("burst@example.com", RIGHT, newAddress(), { now: at(1) })).toMatchObject({ ok: true });
  });

  it("slows every failure down once an account fails from many addresses, but never locks it", async () => {
    await person("spread@example.com");
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const outcomes: SignInOutcome[] = [];
    for (let i = 0; i < ACCOUNT_SLOW_FROM_FAILURE + 3; i++) outcomes.push(await attempt("spread@example.com", "wrong", newAddress(), { sleep }));
    expect(outcomes.every((o) => !o.ok && o.reason === "invalid")).toBe(true);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(await attempt("spread@example.com", RIGHT, newAddress())).toMatchObject({ ok: true });
  });

  it("keeps an office behind one address open: thirty mistypes there only slow further failures from it down", async () => {
    await person("colleague@example.com");
    const office = newAddress();
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const outcomes: SignInOutcome[] = [];
    for (let i = 0; i < ADDRESS_SLOW_FROM_FAILURE + 2; i++) outcomes.push(await attempt(`mistype${i}@example.com`, "wrong", office, { sleep }));
    expect(outcomes.every((o) => !o.ok && o.reason === "invalid")).toBe(true);
    expect(waits).toEqual([1000, 2000, 4000]);
    // A colleague with the right password is neither refused nor kept waiting.
    expect(await attempt("colleague@example.com", RIGHT, office, { sleep })).toMatchObject({ ok: true });
    expect(waits).toHaveLength(3);
  });

  it("locks an address that fails on many accounts, for every account, and only that address", async () => {
    await person("bystander@example.com");
    const sprayer = newAddress();
    await spray(sprayer, ADDRESS_LOCK_AFTER_FAILURES - 2);
    expect(await attempt("guess@example.com", "wrong", sprayer)).toMatchObject({ ok: false, reason: "invalid" });
    expect(await attempt("guess2@example.com", "wrong", sprayer)).toEqual({ ok: false, reason: "locked", scope: "address", until: at(15)() });
    expect(await attempt("bystander@example.com", RIGHT, sprayer)).toMatchObject({ reason: "locked", scope: "address" });
    expect(await attempt("bystander@example.com", RIGHT, newAddress())).toMatchObject({ ok: true });
  });

  it("answers unknown emails, deactivated accounts and accounts without a password as it answers a wrong password, with the same waits", async () => {
    const gone = await person("gone@example.com");
    await updateUser(h.db, gone.id, { active: false });
    await createUser(h.db, { email: "invited@example.com", name: "Invited", role: "agent" });
    await person("known@example.com");
    const runs = await Promise.all(
      ["known@example.com", "nobody@example.com", "gone@example.com", "invited@example.com"].map(async (email) => {
        const waits: number[] = [];
        const here = newAddress();
        const outcomes = [await attempt(email, email === "gone@example.com" ? RIGHT : "wrong", here, { sleep: async (ms) => void waits.push(ms) })];
        outcomes.push(...(await fail(email, here, LOCK_AFTER_FAILURES - 1, { sleep: async (ms: number) => void waits.push(ms) })));
        return { outcomes, waits };
      }),
    );
    for (const run of runs.slice(1)) expect(run).toEqual(runs[0]);
    expect(runs[0]!.outcomes.map((o) => (o.ok ? "ok" : o.reason === "invalid" ? o.left : o.scope))).toEqual([4, 3, 2, 1, "account"]);
  });

  it("lets an admin unlock an account at once, with the addresses it was locked from", async () => {
    const u = await person("unlock@example.com");
    const here = newAddress();
    await fail("unlock@example.com", here, LOCK_AFTER_FAILURES);
    await spray(here, ADDRESS_LOCK_AFTER_FAILURES);
    const other = await person("other@example.com");
    const lockOf = async (id: string) => (await listUsers(h.db)).find((x) => x.id === id)?.lockedUntil;
    expect(await lockOf(u.id)).toEqual(at(15)());
    expect(await lockOf(other.id)).toBeNull();
    await updateUser(h.db, u.id, cleared);
    expect(await lockOf(u.id)).toBeNull();
    expect(await attempt("unlock@example.com", RIGHT, here)).toMatchObject({ ok: true });
  });

  it("forgets failures after a quiet quarter of an hour", async () => {
    await person("quiet@example.com");
    const here = newAddress();
    await fail("quiet@example.com", here, LOCK_AFTER_FAILURES - 1);
    expect(await attempt("quiet@example.com", "wrong", here, { now: at(16) })).toEqual({ ok: false, reason: "invalid", slowed: false, left: 4 });
  });

  it("writes the audit record of each sign-in, failure and lock, with the client address", async () => {
    const u = await person("audited@example.com");
    const here = newAddress();
    await attempt("audited@example.com", RIGHT, here);
    await fail("audited@example.com", here, LOCK_AFTER_FAILURES, { now: at(1) });
    await attempt("stranger@example.com", "whatever", here);
    const mine = (await listAudit(h.db, { q: "audited@example.com" })).records.reverse();
    expect(mine.map((r) => [r.action, r.actorId, r.detail])).toEqual([
      ["auth.sign_in", u.id, { method: "password", address: here }],
      ...[1, 2, 3, 4].map((failures) => ["auth.sign_in_failed", u.id, { method: "password", reason: "wrong_password", failures, address: here }]),
      ["auth.locked", u.id, { method: "password", reason: "wrong_password", failures: 5, address: here }],
    ]);
    expect(mine.slice(1).every((r) => r.targetType === "user" && r.targetId === u.id)).toBe(true);
    const stranger = (await listAudit(h.db, { q: "stranger@example.com" })).records;
    expect(stranger.map((r) => [r.action, r.actorId, r.detail])).toEqual([
      ["auth.sign_in_failed", null, { method: "password", reason: "unknown_email", failures: 1, address: here }],
    ]);
    expect(await findUserById(h.db, u.id)).toMatchObject({ lastSignInAt: at(0)() });
  });
});
