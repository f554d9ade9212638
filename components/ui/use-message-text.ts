"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { LooseTranslator } from "@/lib/i18n/loose";
import { messageWords } from "@/lib/i18n/message-words";

/**
 * Puts an error into the reader's words: a message reference (message-ref.ts) from the errors
 * namespace (with any reference among its parameters), or the text as it came. An unknown key
 * shows the generic message, never the key.
 */
export function useMessageText(): (message: string | undefined) => string {
  const t = useTranslations("errors") as unknown as LooseTranslator;
  return useCallback(
    (message) => {
      if (!message) return "";
      return messageWords(message, t);
    },
    [t],
  );
}
