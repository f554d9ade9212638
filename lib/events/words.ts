// use-intl's core (what next-intl builds on): no React, so these words are written alike in pages, jobs and scripts.
import { createTranslator } from "use-intl/core";
import en from "@/lib/i18n/messages/en/events.json";
import es from "@/lib/i18n/messages/es/events.json";
import pt from "@/lib/i18n/messages/pt/events.json";
import { LOCALES, type Locale } from "@/lib/locales";
import { EVENT_FIELDS, STOP_FIELDS, type EventField, type StopField } from "./fields";

/**
 * Every language's words for the event sheets are here: a sheet may come in any of the desk's
 * languages whatever the reader's, so the column matching knows all three templates' headers.
 */
const MESSAGES: Record<Locale, typeof en> = { en, es, pt };

export const eventWords = (locale: Locale) => createTranslator({ locale, messages: { events: MESSAGES[locale] }, namespace: "events" });
export type EventWords = ReturnType<typeof eventWords>;

export const isStop = (field: EventField): field is StopField => (STOP_FIELDS as readonly string[]).includes(field);

/** A column's header in the template of a language: "Guest name", "Parada 3", "Horário de embarque". */
export function columnHeader(field: EventField, t: EventWords): string {
  if (isStop(field)) return t("template.columns.stop", { number: STOP_FIELDS.indexOf(field) + 1 });
  return t(`template.columns.${field}`);
}

/** The template's header row in a language, in the order of EVENT_FIELDS. */
export const templateHeaders = (locale: Locale): string[] => {
  const t = eventWords(locale);
  return EVENT_FIELDS.map((field) => columnHeader(field, t));
};

/** Every language's template headers, for the column matching. */
export const allTemplateHeaders = (): { field: EventField; header: string }[] =>
  LOCALES.flatMap((locale) => templateHeaders(locale).map((header, i) => ({ field: EVENT_FIELDS[i]!, header })));
