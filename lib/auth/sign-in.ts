import "server-only";
import { AuthError } from "next-auth";
import { findUserByEmail } from "@/lib/db/users";
import { db } from "@/lib/db";
import { signIn } from "./config";
import { LOCK_AFTER_FAILURES, LOCK_MS } from "./lockout";

export type SignInFailure = { code: "invalid" | "locked"; message: string };

const MISMATCH = "That email and password do not match.";
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

const timeOf = (d: Date) => d.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }) + " UTC";

/** Signs in with email and password, setting the session cookie; a failure comes back as a sentence. */
export async function passwordSignIn(email: string, password: string): Promise<SignInFailure | null> {
  try {
    await signIn("credentials", { email, password, redirect: false });
    return null;
  } catch (e) {
    if (!(e instanceof AuthError) || e.type !== "CredentialsSignin") throw e;
    const code = (e as AuthError & { code?: string }).code;
    if (code === "locked") {
      const until = (await findUserByEmail(await db(), email))?.lockedUntil;
      const minutes = until ? Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)) : 15;
      return {
        code: "locked",
        message: `Too many failed attempts: this account is locked for ${plural(minutes, "more minute")}${until ? ` (until ${timeOf(until)})` : ""}. Try again then, or ask an admin to unlock it.`,
      };
    }
    if (code === "slowed") {
      // Deactivated accounts count failures like active ones, so this says nothing about the password.
      const failures = (await findUserByEmail(await db(), email))?.failedSignIns ?? LOCK_AFTER_FAILURES - 1;
      const left = Math.max(1, LOCK_AFTER_FAILURES - failures);
      return {
        code: "invalid",
        message: `${MISMATCH} After repeated failures each try is slowed down, and ${plural(left, "more failed attempt")} will lock this account for ${LOCK_MS / 60_000} minutes.`,
      };
    }
    return { code: "invalid", message: `${MISMATCH} Check them and try again.` };
  }
}
