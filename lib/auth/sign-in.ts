import "server-only";
import { AuthError } from "next-auth";
import type { Locale } from "@/lib/locales";
import { currentLocale } from "@/lib/i18n/server-translator";
import { signIn } from "./config";
import { refusalMessage, type SignInFailure } from "./sign-in-refusal";

export type { SignInFailure } from "./sign-in-refusal";

/**
 * Signs in with email and password, setting the session cookie; a failure comes back as a message
 * reference for a reader of `locale` (this request's language unless given).
 * Auth.js passes this request's headers (next/headers) to authorize(), which reads the client address from them.
 */
export async function passwordSignIn(email: string, password: string, locale?: Locale): Promise<SignInFailure | null> {
  try {
    await signIn("credentials", { email, password, redirect: false });
    return null;
  } catch (e) {
    if (!(e instanceof AuthError) || e.type !== "CredentialsSignin") throw e;
    return refusalMessage((e as AuthError & { code?: string }).code, locale ?? (await currentLocale()));
  }
}
