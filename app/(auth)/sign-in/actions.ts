"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { signInSchema, type SignInInput } from "@/lib/accounts/schemas";
import { safeNext } from "@/lib/auth/safe-next";
import { safeParseInput } from "@/lib/zod";
import { fieldErrors, type ActionResult } from "@/lib/auth/guard";
import { passwordSignIn } from "@/lib/auth/sign-in";
import { limitRequest } from "@/lib/rate-limit";
import { inReadersWords } from "@/lib/i18n/failure-words";
import { messageRef } from "@/lib/i18n/message-ref";

/** Public by nature: the one action that runs before there is a session. Failures come in the reader's words. */
export async function signInAction(input: SignInInput): Promise<ActionResult<never>> {
  const parsed = safeParseInput(signInSchema, input);
  if (!parsed.success)
    return inReadersWords({ ok: false, error: { code: "invalid", message: messageRef("fieldsNeedAttention"), fields: fieldErrors(parsed.error) } });
  // Counted before the password is checked: a flood of sign-ins would otherwise keep the server hashing.
  const limit = await limitRequest("sign-in", await headers());
  if (!limit.ok)
    return inReadersWords({
      ok: false,
      error: { code: "rate_limited", message: messageRef("tooManyAttempts", { seconds: limit.retryAfterSeconds }), retryable: true },
    });
  const failure = await passwordSignIn(parsed.data.email, parsed.data.password);
  if (failure) return inReadersWords({ ok: false, error: { code: failure.code === "invalid" ? "invalid" : "forbidden", message: failure.message } });
  redirect(safeNext(parsed.data.next));
}
