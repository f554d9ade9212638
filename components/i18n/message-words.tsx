"use client";

import type { ReactNode } from "react";
import { parseMessage } from "@/lib/i18n/message-ref";
import { MessageTextContext } from "@/components/ui/use-message-text";

/**
 * Errors in words put together on the server, for a page whose forms can only meet a known few
 * references before their actions answer (in words already): each reference's words, and `fallback`
 * (the generic message) for any other. Text that is not a reference shows as it came.
 */
export function MessageWords({ words, fallback, children }: { words: Record<string, string>; fallback: string; children: ReactNode }) {
  const text = (message: string) => ("text" in parseMessage(message) ? message : (words[message] ?? fallback));
  return <MessageTextContext value={text}>{children}</MessageTextContext>;
}
