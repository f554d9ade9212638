"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { signInSchema, type SignInInput } from "@/lib/accounts/schemas";
import { safeNext } from "@/lib/auth/safe-next";
import { fieldErrors, type ActionResult } from "@/lib/auth/guard";
import { passwordSignIn } from "@/lib/auth/sign-in";
import { limitRequest } from "@/lib/rate-limit";
import { tooManyMessage } from "@/lib/rate-limit/rules";

/** Public by nature: the one action that runs before there is a session. */
export async function signInAction(input: SignInInput): Promise<ActionResult<never>> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: { code: "invalid", message: "Some fields need attention.", fields: fieldErrors(parsed.error) } };
  // Counted before the password is checked: a flood of sign-ins would otherwise keep the server hashing.
  const limit = await limitRequest("sign-in", await headers());
  if (!limit.ok) return { ok: false, error: { code: "rate_limited", message: tooManyMessage(limit.retryAfterSeconds), retryable: true } };
  const failure = await passwordSignIn(parsed.data.email, parsed.data.password);
  if (failure) return { ok: false, error: { code: failure.code === "invalid" ? "invalid" : "forbidden", message: failure.message } };
  redirect(safeNext(parsed.data.next));
}
