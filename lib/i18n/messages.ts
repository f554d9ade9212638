import type { Locale } from "@/lib/locales";
import { NAMESPACES } from "./namespaces";

export type Messages = Record<string, Record<string, unknown>>;

const loaded = new Map<Locale, Promise<Messages>>();

/** Every message of a language, by namespace; loaded once per process. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = Promise.all(NAMESPACES.map(async (namespace) => [namespace, (await import(`./messages/${locale}/${namespace}.json`)).default] as const)).then(
      (entries) => Object.fromEntries(entries),
    );
    loaded.set(locale, messages);
  }
  return messages;
}
