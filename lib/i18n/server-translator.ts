import "server-only";
import { createTranslator, type Messages as AppMessages } from "next-intl";
import { getLocale } from "next-intl/server";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/locales";
import type { LooseTranslator } from "./loose";
import { messageWords } from "./message-words";
import { loadMessages, type Messages } from "./messages";
import { pseudoMessages } from "./pseudo";

/**
 * This request's language, as lib/auth/intl-request.ts chose it for next-intl; the company's outside
 * a request (jobs, scripts, tests).
 */
export async function currentLocale(): Promise<Locale> {
  try {
    return (await getLocale()) as Locale;
  } catch {
    return env().companyLocale;
  }
}

let pseudo: Promise<Messages> | null = null;

/**
 * A translator for one language, for code that runs outside React (actions, routes, jobs, messages).
 * Its keys are checked against the English files, as useTranslations' are. `pseudo` gives the
 * pseudo-locale's words instead (for a request that asked for it: request-locale.ts), formatted for `locale`.
 */
export async function translator(locale: Locale, options: { pseudo?: boolean } = {}) {
  const messages = options.pseudo ? await (pseudo ??= loadMessages("en").then(pseudoMessages)) : await loadMessages(locale);
  return createTranslator({ locale, messages: messages as unknown as AppMessages });
}

export type AppTranslator = Awaited<ReturnType<typeof translator>>;

/**
 * Puts a message reference (message-ref.ts) into a language's words; other text comes back as it
 * is. Server actions and routes answer in the reader's words this way, so the browser shows them as they come.
 */
export async function wordsFor(message: string, locale?: Locale): Promise<string> {
  const language = locale ?? (await currentLocale());
  const t = createTranslator({
    locale: language,
    messages: (await loadMessages(language)) as unknown as AppMessages,
    namespace: "errors",
  }) as unknown as LooseTranslator;
  return messageWords(message, t);
}
