"use client";

import { useTranslations } from "next-intl";
import { useMessageText } from "@/components/ui/use-message-text";
import { parseMessage } from "@/lib/i18n/message-ref";
import type { StatusShown } from "@/lib/parcels/format";

/** A parcel's status or a timeline step in the reader's words; a state the desk does not know, as the provider spells it. */
export function StatusText({ shown }: { shown: StatusShown }) {
  const t = useTranslations("parcels");
  return "word" in shown ? t(`status.${shown.word}`) : <span translate="no">{shown.asGiven}</span>;
}

/**
 * A message kept on a parcel (its error): a message reference in the reader's words, or, as it was
 * recorded, the delivery service's own words (and messages recorded before references were kept).
 */
export function StoredMessage({ message }: { message: string }) {
  const words = useMessageText();
  return "text" in parseMessage(message) ? <span translate="no">{message}</span> : words(message);
}
