import { z } from "@/lib/zod";
import { fold } from "@/lib/geocoder/place";
import { isMobileError, parseMobile } from "@/lib/phone";
import { isLocale, type Locale } from "@/lib/locales";
import { messageRef } from "@/lib/i18n/message-ref";
import { REQUIRED_FIELDS, type EventField, type SheetRow } from "./fields";

/** The required cells a row leaves empty, each with what to write in it. */
export function missingCells(cells: SheetRow["cells"]): Partial<Record<EventField, string>> {
  return Object.fromEntries(REQUIRED_FIELDS.filter((f) => !cells[f]?.trim()).map((f) => [f, messageRef("events.check.required", { field: f })]));
}

/** The guest's mobile as the booking form reads it (a Spanish number may leave out +34), or why it is not one. */
export function checkMobile(cell: string): { e164: string } | { error: string } {
  const mobile = parseMobile(cell);
  return isMobileError(mobile) ? { error: messageRef("events.check.mobile") } : { e164: mobile.e164 };
}

const email = z.email();

/** An email cell: empty is none; anything else must be an address. */
export function checkEmail(cell: string | undefined): { email: string | undefined } | { error: string } {
  const text = cell?.trim() ?? "";
  if (!text) return { email: undefined };
  return email.safeParse(text).success ? { email: text } : { error: messageRef("events.check.email") };
}

/** Names of the desk's languages as sheets write them, in English, Spanish and Portuguese, without accents. */
const LANGUAGE_NAMES: Record<string, Locale> = {
  english: "en",
  ingles: "en",
  spanish: "es",
  espanol: "es",
  castellano: "es",
  espanhol: "es",
  portuguese: "pt",
  portugues: "pt",
  "brazilian portuguese": "pt",
  "portugues brasil": "pt",
  "portugues do brasil": "pt",
};

/**
 * The guest's language from a cell: a code ("es"), a tag ("es-ES", "pt_BR") or a name in any of the
 * desk's languages ("English", "Español", "Portugués", "Português (Brasil)"); `fallback` when empty.
 * Null for a language the desk does not speak.
 */
export function readLanguage(cell: string | undefined, fallback: Locale): Locale | null {
  const text = fold(cell ?? "")
    .replace(/[()]/g, " ")
    .trim()
    .replace(/\s+/g, " ");
  if (!text) return fallback;
  const tag = /^([a-z]{2})(?:[-_][a-z0-9]+)*$/.exec(text);
  if (tag) return isLocale(tag[1]) ? tag[1] : null;
  return LANGUAGE_NAMES[text] ?? null;
}
