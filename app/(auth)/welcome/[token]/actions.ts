"use server";

import { redirect } from "next/navigation";
import { safeParseInput, type z } from "@/lib/zod";
import { setPasswordSchema, type SetPasswordInput } from "@/lib/accounts/schemas";
import { fieldErrors, type ActionResult } from "@/lib/auth/guard";
import { hashPassword } from "@/lib/auth/passwords";
import { passwordSignIn } from "@/lib/auth/sign-in";
import { db } from "@/lib/db";
import { inReadersWords } from "@/lib/i18n/failure-words";
import { messageRef } from "@/lib/i18n/message-ref";
import { findByPasswordToken } from "@/lib/accounts/password-tokens";
import { setPasswordFromLink } from "@/lib/accounts/manage";

const EXPIRED = messageRef("welcome.linkExpired");
const expired = { ok: false, error: { code: "not_found", message: EXPIRED } } as const;

function invalid(error: z.ZodError): ActionResult<never> {
  // A malformed token is a broken link, not something to correct in a field.
  if (error.issues.some((i) => i.path[0] === "token")) return { ok: false, error: { code: "invalid", message: EXPIRED } };
  return { ok: false, error: { code: "invalid", message: messageRef("fieldsNeedAttention"), fields: fieldErrors(error) } };
}

/** Sets a password from an invitation or reset link; the link itself is the proof, and works once. Failures come in the reader's words. */
export async function setPasswordAction(input: SetPasswordInput): Promise<ActionResult<never>> {
  return inReadersWords(await setPassword(input));
}

async function setPassword(input: SetPasswordInput): Promise<ActionResult<never>> {
  // The shape is checked before the database is asked anything; the password rules that need the email after.
  const shaped = safeParseInput(setPasswordSchema, input);
  if (!shaped.success) return invalid(shaped.error);
  const database = await db();
  const found = await findByPasswordToken(database, shaped.data.token);
  if (!found) return expired;
  const parsed = setPasswordSchema.safeParse({ ...shaped.data, email: found.user.email });
  if (!parsed.success) return invalid(parsed.error);
  const passwordHash = await hashPassword(parsed.data.password);
  const used = await setPasswordFromLink(database, parsed.data.token, found, passwordHash);
  if (!used) return expired;
  await passwordSignIn(found.user.email, parsed.data.password);
  redirect("/");
}
