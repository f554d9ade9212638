import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "@/lib/auth/passwords";
import { listAudit } from "@/lib/audit/queries";
import type { DbHandle } from "@/lib/db/client";
import { issuePasswordToken } from "@/lib/accounts/password-tokens";
import { freshDatabase } from "@/lib/db/testing";
import { createUser, findUserById } from "@/lib/accounts/queries";

let h: DbHandle;
const opened = vi.fn();
vi.mock("@/lib/db", () => ({ db: async () => (opened(), h.db) }));
const { passwordSignIn } = vi.hoisted(() => ({ passwordSignIn: vi.fn(async () => null) }));
vi.mock("@/lib/auth/sign-in", () => ({ passwordSignIn }));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`redirect ${to}`), { to });
  },
}));

const { setPasswordAction } = await import("./actions");
const PASSWORD = "a long enough passphrase";

describe("choosing a password from a link", () => {
  beforeAll(async () => {
    h = await freshDatabase("pglite");
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it("checks the input before asking the database anything", async () => {
    opened.mockClear();
    expect(await setPasswordAction({ token: "short", password: PASSWORD, confirm: PASSWORD })).toMatchObject({
      ok: false,
      error: { code: "invalid", message: expect.stringContaining("expired") },
    });
    expect(await setPasswordAction({ token: "t".repeat(40), password: "x", confirm: "x" })).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { password: expect.any(String) } },
    });
    expect(opened).not.toHaveBeenCalled();
  });

  it("sets the password once, audits it and signs the person in", async () => {
    const u = await createUser(h.db, { email: "newcomer@example.com", name: "Newcomer", role: "agent" });
    const { token } = await issuePasswordToken(h.db, u.id, "invite", null);
    // The password rules that involve the person's email apply once the link says who they are.
    expect(await setPasswordAction({ token, password: "newcomer has a password", confirm: "newcomer has a password" })).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { password: expect.any(String) } },
    });

    await expect(setPasswordAction({ token, password: PASSWORD, confirm: PASSWORD })).rejects.toMatchObject({ to: "/" });
    expect(await verifyPassword((await findUserById(h.db, u.id))!.passwordHash!, PASSWORD)).toBe(true);
    expect(passwordSignIn).toHaveBeenCalledWith("newcomer@example.com", PASSWORD);
    expect((await listAudit(h.db, { q: u.id })).records.map((r) => [r.action, r.actorId, r.detail])).toEqual([["auth.password_set", u.id, { via: "invite" }]]);

    expect(await setPasswordAction({ token, password: PASSWORD, confirm: PASSWORD })).toMatchObject({ ok: false, error: { code: "not_found" } });
  });
});
