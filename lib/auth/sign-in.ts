import "server-only";
import { AuthError } from "next-auth";
import { findUserByEmail } from "@/lib/db/users";
import { db } from "@/lib/db";
import { signIn } from "./config";

export type SignInFailure = { code: "invalid" | "locked" | "inactive" | "unexpected"; message: string };

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
        message: `Too many failed attempts: this account is locked for ${minutes} more minute${minutes === 1 ? "" : "s"}${until ? ` (until ${timeOf(until)})` : ""}. Try again then, or ask an admin to unlock it.`,
      };
    }
    if (code === "inactive") return { code: "inactive", message: "This account has been deactivated. Ask an admin if you need access again." };
    return { code: "invalid", message: "That email and password do not match. Check them and try again." };
  }
}
