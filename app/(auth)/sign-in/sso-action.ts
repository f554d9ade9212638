"use server";

import { safeNext } from "@/lib/accounts/schemas";
import { signIn } from "@/lib/auth/config";
import { env } from "@/lib/env";

/** Starts corporate SSO sign-in; public by nature, and only when SSO is configured. */
export async function ssoSignInAction(form: FormData) {
  if (!env().auth.oidc) return;
  await signIn("oidc", { redirectTo: safeNext(String(form.get("next") ?? "/")) });
}
