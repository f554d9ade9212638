"use server";

import { redirect } from "next/navigation";
import { setupSchema, type SetupInput } from "@/lib/accounts/schemas";
import { AdminExistsError, createFirstAdmin } from "@/lib/auth/first-admin";
import { fieldErrors, type ActionResult } from "@/lib/auth/guard";
import { passwordSignIn } from "@/lib/auth/sign-in";
import { db } from "@/lib/db";
import { inReadersWords } from "@/lib/i18n/failure-words";
import { messageRef } from "@/lib/i18n/message-ref";
import { safeParseInput } from "@/lib/zod";

/** First-run setup: creates the first admin, and refuses once any admin exists. Failures come in the reader's words. */
export async function setupAdminAction(input: SetupInput): Promise<ActionResult<never>> {
  const parsed = safeParseInput(setupSchema, input);
  if (!parsed.success)
    return inReadersWords({ ok: false, error: { code: "invalid", message: messageRef("fieldsNeedAttention"), fields: fieldErrors(parsed.error) } });
  const { name, email, password } = parsed.data;
  try {
    await createFirstAdmin(await db(), { name, email, password }, "setup");
  } catch (e) {
    if (e instanceof AdminExistsError) return inReadersWords({ ok: false, error: { code: "forbidden", message: messageRef("setup.done") } });
    throw e;
  }
  await passwordSignIn(email, password);
  redirect("/admin/users?welcome=1");
}
