import { CredentialsSignin } from "next-auth";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { wordsFor } from "@/lib/i18n/server-translator";
import { refusalCode, refusalMessage as refusalFor } from "./sign-in-refusal";

const signIn = vi.fn();
vi.mock("./config", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
const { passwordSignIn } = await import("./sign-in");

const refusal = (code: string) => Object.assign(new CredentialsSignin(), { code });
const now = new Date("2027-01-01T10:00:00Z");

/** A failure with its message in a language's words (English unless told), as the sign-in form shows it. */
const inWords = async (failure: { code: string; message: string } | null, locale: "en" | "es" | "pt" = "en") =>
  failure && { ...failure, message: await wordsFor(failure.message, locale) };
const refusalMessage = (code: string | undefined, at?: Date) => inWords(refusalFor(code, "en", at));

describe("password sign-in messages", () => {
  beforeEach(() => {
    signIn.mockReset();
  });

  it("signs in quietly", async () => {
    signIn.mockResolvedValue(undefined);
    expect(await passwordSignIn("a@example.com", "pw", "en")).toBeNull();
    expect(signIn).toHaveBeenCalledWith("credentials", { email: "a@example.com", password: "pw", redirect: false });
  });

  it("says a wrong password plainly, and from the third failure that sign-in slows down and how many tries are left", async () => {
    signIn.mockRejectedValue(refusal(refusalCode({ ok: false, reason: "invalid", slowed: false, left: 4 })));
    expect(await inWords(await passwordSignIn("a@example.com", "x", "en"))).toEqual({
      code: "invalid",
      message: "That email and password do not match. Check them and try again.",
    });
    signIn.mockRejectedValue(refusal(refusalCode({ ok: false, reason: "invalid", slowed: true, left: 2 })));
    expect((await inWords(await passwordSignIn("a@example.com", "x", "en")))!.message).toBe(
      "That email and password do not match. After repeated failures each try is slowed down, and 2 more failed attempts will lock this account from your network for 15 minutes.",
    );
    expect((await refusalMessage(refusalCode({ ok: false, reason: "invalid", slowed: true, left: 1 })))!.message).toContain(
      "and 1 more failed attempt will lock this account",
    );
  });

  it("says when an account locked from this network opens again, and that an admin can unlock it", async () => {
    const until = new Date(now.getTime() + 10 * 60_000 - 1000);
    expect(await refusalMessage(refusalCode({ ok: false, reason: "locked", scope: "account", until }), now)).toEqual({
      code: "locked",
      message:
        "Too many failed attempts: this account is locked from your network for 10 more minutes (until 10:09 UTC). Try again then, or ask an admin to unlock it.",
    });
  });

  it("says when a network that failed on many accounts may sign in again, naming no account", async () => {
    const until = new Date(now.getTime() + 60_000);
    expect(await refusalMessage(refusalCode({ ok: false, reason: "locked", scope: "address", until }), now)).toEqual({
      code: "locked",
      message: "Too many failed sign-ins from your network: signing in from it is paused for 1 more minute (until 10:01 UTC). Try again then.",
    });
  });

  it("treats an unknown or forged code as a plain mismatch", async () => {
    for (const code of [undefined, "", "credentials", "locked-account-x", "slowed-", "locked-elsewhere-1"]) {
      expect(await refusalMessage(code, now)).toEqual({ code: "invalid", message: "That email and password do not match. Check them and try again." });
    }
  });

  it("lets other errors through", async () => {
    signIn.mockRejectedValue(new Error("boom"));
    await expect(passwordSignIn("a@example.com", "x", "en")).rejects.toThrow("boom");
  });

  it("tells Spanish and Portuguese readers in their words, with the time written their way", async () => {
    const until = new Date(now.getTime() + 2 * 60_000);
    const code = refusalCode({ ok: false, reason: "locked", scope: "account", until });
    expect((await inWords(refusalFor(code, "es", now), "es"))!.message).toBe(
      "Demasiados intentos fallidos: esta cuenta está bloqueada desde tu red durante 2 minutos más (hasta las 10:02 UTC). Inténtalo entonces o pide a un administrador que la desbloquee.",
    );
    expect((await inWords(refusalFor(refusalCode({ ok: false, reason: "invalid", slowed: true, left: 1 }), "pt", now), "pt"))!.message).toContain(
      "mais 1 tentativa sem sucesso vai bloquear esta conta",
    );
  });
});
