import { CredentialsSignin } from "next-auth";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/lib/db/client";
import { freshDatabase } from "@/lib/db/testing";
import { createUser, updateUser } from "@/lib/db/users";

let h: DbHandle;
const signIn = vi.fn();
vi.mock("@/lib/db", () => ({ db: async () => h.db }));
vi.mock("./config", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));

const { passwordSignIn } = await import("./sign-in");

const refusal = (code: string) => Object.assign(new CredentialsSignin(), { code });

describe("password sign-in messages", () => {
  beforeAll(async () => {
    h = await freshDatabase("pglite");
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => {
    signIn.mockReset();
  });

  it("signs in quietly", async () => {
    signIn.mockResolvedValue(undefined);
    expect(await passwordSignIn("a@example.com", "pw")).toBeNull();
    expect(signIn).toHaveBeenCalledWith("credentials", { email: "a@example.com", password: "pw", redirect: false });
  });

  it("says a wrong password plainly, and from the third failure that sign-in slows down and how many tries are left", async () => {
    const u = await createUser(h.db, { email: "slow@example.com", name: "Slow", role: "agent" });
    signIn.mockRejectedValue(refusal("invalid"));
    expect(await passwordSignIn("slow@example.com", "x")).toEqual({ code: "invalid", message: "That email and password do not match. Check them and try again." });

    signIn.mockRejectedValue(refusal("slowed"));
    await updateUser(h.db, u.id, { failedSignIns: 3 });
    expect((await passwordSignIn("slow@example.com", "x"))!.message).toBe(
      "That email and password do not match. After repeated failures each try is slowed down, and 2 more failed attempts will lock this account for 15 minutes.",
    );
    await updateUser(h.db, u.id, { failedSignIns: 4 });
    expect((await passwordSignIn("slow@example.com", "x"))!.message).toContain("and 1 more failed attempt will lock this account");
  });

  it("says when a locked account opens again", async () => {
    const until = new Date(Date.now() + 10 * 60_000 - 1000);
    await createUser(h.db, { email: "locked@example.com", name: "Locked", role: "agent" }).then((u) => updateUser(h.db, u.id, { lockedUntil: until }));
    signIn.mockRejectedValue(refusal("locked"));
    expect(await passwordSignIn("locked@example.com", "x")).toMatchObject({ code: "locked", message: expect.stringMatching(/^Too many failed attempts: this account is locked for 10 more minutes \(until \d\d:\d\d UTC\)/) });
  });

  it("lets other errors through", async () => {
    signIn.mockRejectedValue(new Error("boom"));
    await expect(passwordSignIn("a@example.com", "x")).rejects.toThrow("boom");
  });
});
