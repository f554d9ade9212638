import type { JWT } from "@auth/core/jwt";
import { describe, expect, it } from "vitest";
import { revokedSessions } from "@/lib/db/schema";
import { revokeSession } from "./sessions";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createUser, updateUser } from "@/lib/accounts/queries";
import { checkSessionToken, endSession } from "./session-token";

describe.each(TEST_ENGINES)("session tokens on %s", (engine) => {
  const h = useFreshDatabase(engine);
  const person = (email: string) => createUser(h.db, { email, name: email.split("@")[0]!, role: "agent", passwordHash: "x" });
  /** A sign-in, as Auth.js hands it over: a fresh token and the user that signed in. */
  const signIn = async (user: { id: string; sessionVersion: number }) => (await checkSessionToken(h.db, {}, user))!;
  /** A later request carrying a copy of the cookie. */
  const read = (token: JWT) => checkSessionToken(h.db, structuredClone(token));

  it("give each sign-in its own session id, and carry the user's current role and name", async () => {
    const u = await person("ids@example.com");
    const a = await signIn(u);
    const b = await signIn(u);
    expect(a.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.sid).not.toBe(a.sid);
    await updateUser(h.db, u.id, { name: "Renamed" });
    expect(await read(a)).toMatchObject({ uid: u.id, sid: a.sid, role: "agent", name: "Renamed", email: "ids@example.com" });
  });

  it("stop working when signed out, copies included, while the user's other sessions go on", async () => {
    const u = await person("out@example.com");
    const laptop = await signIn(u);
    const phone = await signIn(u);
    await endSession(h.db, { sessionId: laptop.sid, userId: u.id });
    expect(await read(laptop)).toBeNull();
    expect(await read(phone)).toMatchObject({ uid: u.id, sid: phone.sid });
  });

  it("end all the user's sessions when one without its own id signs out", async () => {
    const u = await person("legacy@example.com");
    const old: JWT = { uid: u.id, sv: u.sessionVersion };
    expect(await read(old)).not.toBeNull();
    const current = await signIn(u);
    await endSession(h.db, { sessionId: undefined, userId: u.id });
    expect(await read(old)).toBeNull();
    expect(await read(current)).toBeNull();
  });

  it("are refused once the user is deactivated, their access changes, or they are gone", async () => {
    const u = await person("gone@example.com");
    const token = await signIn(u);
    await updateUser(h.db, u.id, {}, { endSessions: true });
    expect(await read(token)).toBeNull();
    const again = await signIn((await updateUser(h.db, u.id, {}))!);
    expect(await read(again)).not.toBeNull();
    await updateUser(h.db, u.id, { active: false });
    expect(await read(again)).toBeNull();
    expect(await read({ uid: "00000000-0000-4000-8000-000000000000", sid: "x" })).toBeNull();
    expect(await read({})).toBeNull();
  });

  it("forget ended sessions once no cookie of theirs can be valid", async () => {
    const t0 = new Date("2027-01-01T10:00:00Z");
    await revokeSession(h.db, { sessionId: "old", expiresAt: new Date(t0.getTime() + 1000), now: t0 });
    await revokeSession(h.db, { sessionId: "new", expiresAt: new Date(t0.getTime() + 3 * 3600_000), now: new Date(t0.getTime() + 2000) });
    const kept = (await h.db.select().from(revokedSessions)).map((r) => r.sessionId);
    expect(kept).toContain("new");
    expect(kept).not.toContain("old");
  });
});
