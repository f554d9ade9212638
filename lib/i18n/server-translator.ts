import "server-only";
import { createTranslator } from "next-intl";
import { env } from "@/lib/env";
import type { Locale } from "./locales";
import type { LooseTranslator } from "./loose";
import { parseMessage } from "./message-ref";
import { loadMessages } from "./messages";
import { requestLocale } from "./request-locale";

/** This request's language; the company's outside a request (jobs, scripts, tests). */
export async function currentLocale(): Promise<Locale> {
  try {
    return await requestLocale();
  } catch {
    return env().companyLocale;
  }
}

/** A translator for one language, for code that runs outside React (actions, routes, jobs, messages). */
export async function translator(locale: Locale) {
  return createTranslator({ locale, messages: await loadMessages(locale) });
}

/**
 * Puts a message reference (message-ref.ts) into a language's words; other text comes back as it
 * is. Server actions and routes answer in the reader's words this way, so the browser shows them as they come.
 */
export async function wordsFor(message: string, locale?: Locale): Promise<string> {
  const parsed = parseMessage(message);
  if ("text" in parsed) return parsed.text;
  const t = (await translator(locale ?? (await currentLocale()))) as unknown as LooseTranslator;
  const key = `errors.${parsed.key}`;
  return t.has(key) ? t(key, parsed.params) : t("errors.unexpected");
}
