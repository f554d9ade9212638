"use client";

import { useTranslations } from "next-intl";
import { useCallback, type ReactNode } from "react";
import type { LooseTranslator } from "@/lib/i18n/loose";
import { messageWords } from "@/lib/i18n/message-words";
import { MessageTextContext } from "@/components/ui/use-message-text";

/**
 * Errors in the reader's words through next-intl's messages (the errors namespace, with any reference
 * among a message's parameters). An unknown key shows the generic message, never the key.
 */
export function IntlMessageText({ children }: { children: ReactNode }) {
  const t = useTranslations("errors") as unknown as LooseTranslator;
  const words = useCallback((message: string) => messageWords(message, t), [t]);
  return <MessageTextContext value={words}>{children}</MessageTextContext>;
}
