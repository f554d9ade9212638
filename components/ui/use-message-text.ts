"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { LooseTranslator } from "@/lib/i18n/loose";
import { parseMessage } from "@/lib/i18n/message-ref";

/**
 * Puts an error into the reader's words: a message reference (message-ref.ts) from the errors
 * namespace, or the text as it came. An unknown key shows the generic message, never the key.
 */
export function useMessageText(): (message: string | undefined) => string {
  const t = useTranslations("errors") as unknown as LooseTranslator;
  return useCallback(
    (message) => {
      if (!message) return "";
      const parsed = parseMessage(message);
      if ("text" in parsed) return parsed.text;
      return t.has(parsed.key) ? t(parsed.key, parsed.params) : t("unexpected");
    },
    [t],
  );
}
