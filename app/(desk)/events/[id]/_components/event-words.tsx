"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { asData, useIntlTag, useProviderSaid } from "@/components/journeys/journey-words";
import { useMessageText } from "@/components/ui/use-message-text";
import { formatMoney } from "@/lib/money";
import { EVENT_FIELDS, STOP_FIELDS, type EventField, type StopField } from "@/lib/events/fields";
import { parseMessage } from "@/lib/i18n/message-ref";
import type { Money } from "@/lib/events/view";

/** Fares in the reader's formats: "€432.50", or "€432.50 and £20.00" when an event's rides are priced in two currencies. */
export function useMoney() {
  const tag = useIntlTag();
  const format = useFormatter();
  return {
    one: (m: Money) => formatMoney(m.amount, m.currency, tag),
    all: (totals: readonly Money[]) =>
      format.list(
        totals.map((m) => formatMoney(m.amount, m.currency, tag)),
        { type: "conjunction" },
      ),
  };
}

/** A row's problem in words: ours as a message reference, or the ride service's own words, quoted as they came. */
export function useProblemWords(): (problem: string) => ReactNode {
  const words = useMessageText();
  const providerSaid = useProviderSaid();
  return (problem) => ("text" in parseMessage(problem) ? providerSaid(problem) : words(problem));
}

/** A cell as the sheet has it, or "(empty)". */
export function CellText({ text }: { text: string | undefined }) {
  const t = useTranslations("events");
  return text?.trim() ? asData(text) : <span className="italic text-slate-500">{t("batch.rows.empty")}</span>;
}

/**
 * A column's name in the reader's words, as lib/events/words.ts columnHeader() says it for the
 * template: the same messages, without bringing every language's template into the page.
 */
export function useColumnHeader(): (field: string) => string {
  const t = useTranslations("events");
  return (field) => {
    const stop = STOP_FIELDS.indexOf(field as StopField);
    if (stop >= 0) return t("template.columns.stop", { number: stop + 1 });
    return (EVENT_FIELDS as readonly string[]).includes(field) ? t(`template.columns.${field as Exclude<EventField, StopField>}`) : field;
  };
}

/**
 * A column as the sheet names it (`sheet`, by field: EventView.columns), marked as the sheet's own
 * words, so a row's errors name the columns as the agent wrote them; the template's words where the sheet has none.
 */
export function useSheetHeader(sheet: Readonly<Record<string, string>> = {}): (field: string) => ReactNode {
  const header = useColumnHeader();
  return (field) => (sheet[field] ? asData(sheet[field]) : header(field));
}
