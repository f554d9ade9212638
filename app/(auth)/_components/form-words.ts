import "server-only";
import { getTranslations } from "next-intl/server";
import { messageRef } from "@/lib/i18n/message-ref";
import type { LooseTranslator } from "@/lib/i18n/loose";
import { messageWords } from "@/lib/i18n/message-words";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/lib/password-policy";

/**
 * Every message reference the sign-in, setup and welcome forms can show before their action answers
 * (whose failures come in words already): their rules' in lib/accounts/schemas.ts, and a server out
 * of reach (useAction). form-words.test.ts holds this list to the schemas.
 */
export const FORM_REFS = [
  messageRef("noServer"),
  messageRef("accounts.emailRequired"),
  messageRef("accounts.emailInvalid"),
  messageRef("accounts.tooLong", { max: 320 }),
  messageRef("accounts.nameRequired"),
  messageRef("accounts.tooLong", { max: 120 }),
  messageRef("accounts.passwordMissing"),
  messageRef("accounts.tooLong", { max: 256 }),
  messageRef("accounts.passwordTooShort", { min: MIN_PASSWORD_LENGTH }),
  messageRef("accounts.passwordTooLong", { max: MAX_PASSWORD_LENGTH }),
  messageRef("accounts.passwordCommon"),
  messageRef("accounts.passwordRepeated"),
  messageRef("accounts.passwordHasEmail"),
  messageRef("accounts.passwordsDiffer"),
];

/**
 * Those references in the reader's words (from the same messages as the desk's IntlMessageText,
 * the pseudo-locale's included), and the generic message for any other.
 */
export async function formWords(): Promise<{ words: Record<string, string>; fallback: string }> {
  const t = (await getTranslations("errors")) as unknown as LooseTranslator;
  return { words: Object.fromEntries(FORM_REFS.map((ref) => [ref, messageWords(ref, t)])), fallback: messageWords(messageRef("unexpected"), t) };
}

/** PasswordFields' labels and rule, in the reader's words. */
export async function passwordFieldWords() {
  const t = await getTranslations("auth");
  return { password: t("fields.password"), hint: t("passwordHint", { min: MIN_PASSWORD_LENGTH }), confirm: t("fields.confirmPassword") };
}
export type PasswordFieldWords = Awaited<ReturnType<typeof passwordFieldWords>>;
