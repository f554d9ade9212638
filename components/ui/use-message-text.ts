"use client";

import { createContext, useCallback, useContext } from "react";

/**
 * How this page puts an error into the reader's words: a message reference (message-ref.ts) from
 * the errors namespace, or the text as it came. The desk gives next-intl's (IntlMessageText); pages
 * that leave next-intl's client runtime out (sign-in, setup, welcome) give words made on the server
 * (MessageWords), so Field and useAction load no translation runtime of their own.
 */
export const MessageTextContext = createContext<((message: string) => string) | null>(null);

export function useMessageText(): (message: string | undefined) => string {
  const words = useContext(MessageTextContext);
  if (!words) throw new Error("useMessageText needs IntlMessageText or MessageWords around the page (components/i18n)");
  return useCallback((message) => (message ? words(message) : ""), [words]);
}
