import { createTranslator } from "next-intl";
import errors from "./messages/en/errors.json";
import type { LooseTranslator } from "./loose";
import { messageWords } from "./message-words";

const english = createTranslator({ locale: "en", messages: { errors }, namespace: "errors" }) as unknown as LooseTranslator;

/**
 * A message as an English reader sees it: a message reference in the English words of errors.json,
 * other text as it is. For tests of code that returns references rather than words.
 */
export function inEnglish(message: string | null | undefined): string | null {
  if (message === null || message === undefined) return null;
  return messageWords(message, english, (key) => `(no English for ${key})`);
}
