import { describe, expect, it } from "vitest";
import { listAudit } from "@/lib/audit/queries";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createUser, findUserByEmail, findUserById, updateUser } from "@/lib/accounts/queries";
import { acceptSsoUser, type SsoProfile } from "./sso";

const now = new Date("2027-01-01T10:00:00Z");
const profile = (p: Partial<SsoProfile>): SsoProfile => ({ subject: "sub-x", email: "x@corp.example", emailVerified: true, name: "X", ...p });

describe.each(TEST_ENGINES)("single sign-on on %s", (engine) => {
  const h = useFreshDatabase(engine);

  const lastRefusal = async (email: string) => (await listAudit(h.db, { action: "auth.sign_in_failed", q: email })).records[0]?.detail;

  it("links a known user by verified email, then knows them by subject", async () => {
    const known = await createUser(h.db, { email: "known@corp.example", name: "Known", role: "admin" });
    expect(await acceptSsoUser(h.db, profile({ email: "KNOWN@corp.example", subject: "sub-1" }), "refuse", now)).toEqual({ ok: true, userId: known.id });
    expect(await findUserById(h.db, known.id)).toMatchObject({ ssoSubject: "sub-1", lastSignInAt: now });
    // The subject is the identity: an email changed at the provider still finds the same user.
    expect(await acceptSsoUser(h.db, profile({ email: "renamed@corp.example", subject: "sub-1", emailVerified: false }), "refuse", now)).toEqual({
      ok: true,
      userId: known.id,
    });
    const signIns = (await listAudit(h.db, { action: "auth.sign_in", q: "known@corp.example" })).records.map((r) => r.detail);
    expect(signIns).toEqual([{ method: "sso" }, { method: "sso", linked: true }]);
  });

  it("refuses to link by an email the provider has not verified", async () => {
    const victim = await createUser(h.db, { email: "victim@corp.example", name: "Victim", role: "admin" });
    for (const emailVerified of [false, undefined, null, "true"]) {
      expect(await acceptSsoUser(h.db, profile({ email: "victim@corp.example", subject: "sub-attacker", emailVerified }), "agent", now)).toEqual({
        ok: false,
        reason: "email_unverified",
      });
    }
    expect(await findUserById(h.db, victim.id)).toMatchObject({ ssoSubject: null, lastSignInAt: null });
    expect(await lastRefusal("victim@corp.example")).toEqual({ method: "sso", reason: "email_unverified" });
  });

  it("refuses a different subject for a user already linked to one", async () => {
    const linked = await createUser(h.db, { email: "linked@corp.example", name: "Linked", role: "admin", ssoSubject: "sub-real" });
    expect(await acceptSsoUser(h.db, profile({ email: "linked@corp.example", subject: "sub-other" }), "agent", now)).toEqual({
      ok: false,
      reason: "subject_mismatch",
    });
    expect((await findUserById(h.db, linked.id))?.ssoSubject).toBe("sub-real");
    expect(await lastRefusal("linked@corp.example")).toEqual({ method: "sso", reason: "subject_mismatch" });
  });

  it("never lets a deactivated or locked user in", async () => {
    const gone = await createUser(h.db, { email: "gone@corp.example", name: "Gone", role: "agent", ssoSubject: "sub-gone" });
    await updateUser(h.db, gone.id, { active: false });
    expect(await acceptSsoUser(h.db, profile({ email: "gone@corp.example", subject: "sub-gone" }), "agent", now)).toEqual({ ok: false, reason: "inactive" });
    expect(await lastRefusal("gone@corp.example")).toEqual({ method: "sso", reason: "inactive" });

    const locked = await createUser(h.db, { email: "locked@corp.example", name: "Locked", role: "agent" });
    await updateUser(h.db, locked.id, { lockedUntil: new Date(now.getTime() + 60_000) });
    expect(await acceptSsoUser(h.db, profile({ email: "locked@corp.example", subject: "sub-locked" }), "agent", now)).toEqual({ ok: false, reason: "locked" });
    expect((await findUserById(h.db, locked.id))?.ssoSubject).toBeNull();
    // Once the lock has ended, SSO works again.
    const later = new Date(now.getTime() + 120_000);
    expect(await acceptSsoUser(h.db, profile({ email: "locked@corp.example", subject: "sub-locked" }), "agent", later)).toEqual({
      ok: true,
      userId: locked.id,
    });
  });

  it("makes newcomers agents or refuses them, as configured, and only with a verified email", async () => {
    const newcomer = profile({ email: "new@corp.example", name: "New", subject: "sub-new" });
    expect(await acceptSsoUser(h.db, newcomer, "refuse", now)).toEqual({ ok: false, reason: "not_invited" });
    expect(await findUserByEmail(h.db, "new@corp.example")).toBeUndefined();
    expect(await acceptSsoUser(h.db, { ...newcomer, emailVerified: false }, "agent", now)).toEqual({ ok: false, reason: "email_unverified" });
    expect(await findUserByEmail(h.db, "new@corp.example")).toBeUndefined();

    const outcome = await acceptSsoUser(h.db, newcomer, "agent", now);
    expect(outcome.ok).toBe(true);
    const created = await findUserByEmail(h.db, "new@corp.example");
    expect(created).toMatchObject({ id: (outcome as { userId: string }).userId, role: "agent", passwordHash: null, name: "New", ssoSubject: "sub-new" });
    expect((await listAudit(h.db, { action: "user.created", q: "new@corp.example" })).records[0]?.detail).toEqual({ via: "sso", role: "agent" });
  });

  it("refuses a sign-in without a subject or an email", async () => {
    expect(await acceptSsoUser(h.db, profile({ subject: undefined }), "agent", now)).toEqual({ ok: false, reason: "no_subject" });
    expect(await acceptSsoUser(h.db, profile({ email: undefined, subject: "sub-unknown" }), "agent", now)).toEqual({ ok: false, reason: "no_email" });
  });
});
