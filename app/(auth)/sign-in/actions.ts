"use server";

import { redirect } from "next/navigation";
import { signInSchema, type SignInInput } from "@/lib/accounts/schemas";
import { safeNext } from "@/lib/auth/safe-next";
import { safeParseInput } from "@/lib/zod";
import { fieldErrors, type ActionResult } from "@/lib/auth/guard";
import { passwordSignIn } from "@/lib/auth/sign-in";

/** Public by nature: the one action that runs before there is a session. */
export async function signInAction(input: SignInInput): Promise<ActionResult<never>> {
  const parsed = safeParseInput(signInSchema, input);
  if (!parsed.success) return { ok: false, error: { code: "invalid", message: "Some fields need attention.", fields: fieldErrors(parsed.error) } };
  const failure = await passwordSignIn(parsed.data.email, parsed.data.password);
  if (failure) return { ok: false, error: { code: failure.code === "invalid" ? "invalid" : "forbidden", message: failure.message } };
  redirect(safeNext(parsed.data.next));
}
