"use server";

import { z } from "zod";
import { safeNext } from "@/lib/auth/safe-next";
import { signIn } from "@/lib/auth/config";
import { env } from "@/lib/env";

const ssoSignInForm = z
  .instanceof(FormData)
  .transform((form) => form.get("next"))
  .pipe(z.string().max(500).nullable());

/** Starts corporate SSO sign-in; public by nature, and only when SSO is configured. A malformed form starts nothing. */
export async function ssoSignInAction(form: FormData) {
  const next = ssoSignInForm.safeParse(form);
  if (!next.success || !env().auth.oidc) return;
  await signIn("oidc", { redirectTo: safeNext(next.data ?? undefined) });
}
