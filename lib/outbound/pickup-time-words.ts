// use-intl's core (what next-intl builds on): no React, so these words are written alike in pages, jobs and scripts.
import { createTranslator } from "use-intl/core";
import en from "@/lib/i18n/messages/en/guestMessage.json";
import es from "@/lib/i18n/messages/es/guestMessage.json";
import pt from "@/lib/i18n/messages/pt/guestMessage.json";
import { INTL_TAG, type Locale } from "@/lib/locales";
import { localStartToDate } from "@/lib/booking/time";
import { cityOfZone } from "@/lib/guest-page/share-texts";

/**
 * The message the agent sends the guest, in the guest's language whatever the desk's: every
 * language's words are here (they are few), since the desk holds only its reader's.
 */
const MESSAGES: Record<Locale, typeof en> = { en, es, pt };

export const guestWords = (language: Locale) =>
  createTranslator({ locale: language, messages: { guestMessage: MESSAGES[language] }, namespace: "guestMessage" });
export type GuestWords = ReturnType<typeof guestWords>;

/** When a ride starts, as the guest's message and the desk's alert both say it. */
export type StartInput = {
  language: Locale;
  /** A reservation's provider start_at ("YYYY-MM-DD HH:MM:SS", on the pickup's clock); null for as soon as possible. */
  startAt?: string | null;
  /** The pickup's time zone, which start_at is written in. */
  zone?: string | null;
  /**
   * The start as a page already put it, for pages that give no start_at: "as soon as possible" (in
   * any of the desk's languages) or "2026-11-23 16:02 (Europe/Madrid)" are said in the guest's
   * words, anything else as it is.
   */
  startLabel?: string;
};

const ASAP = /^(as soon as possible|asap|now|lo antes posible|ahora|cuanto antes|o quanto antes|o mais rápido possível|agora)$/i;
/** A reservation as a label: "2026-11-23 16:02 (Europe/Madrid)", the pickup's wall-clock time and zone. */
const RESERVATION = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2})? \(([^()\s]+)\)$/;

/**
 * A pickup time as a person says it, in the guest's language and the pickup's zone: "Monday 23
 * November, 16:02, Madrid time", "lunes 23 de noviembre, 16:02, hora de Madrid". Null when the
 * time or the zone cannot be read.
 */
export function pickupTimeWords(startAt: string, zone: string, language: Locale, t: GuestWords = guestWords(language)): string | null {
  let at: Date | null;
  try {
    at = localStartToDate(startAt, zone);
  } catch {
    return null;
  }
  if (!at) return null;
  const tag = INTL_TAG[language];
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone: zone }).formatToParts(at);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const day = t("day", { weekday: part("weekday"), day: part("day"), month: part("month") });
  const time = new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(at);
  const city = cityOfZone(zone);
  if (city) return t("pickupTime", { day, time, city });
  const zoneName =
    new Intl.DateTimeFormat(tag, { timeZoneName: "short", timeZone: zone }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? zone;
  return t("pickupTimeInZone", { day, time, zone: zoneName });
}

export function startWords(input: StartInput, t: GuestWords): string {
  if (input.startAt !== undefined) {
    if (input.startAt === null) return t("asap");
    return (input.zone && pickupTimeWords(input.startAt, input.zone, input.language, t)) || input.startAt;
  }
  const label = input.startLabel?.trim() ?? "";
  if (!label || ASAP.test(label)) return t("asap");
  const reservation = RESERVATION.exec(label);
  return (reservation && pickupTimeWords(`${reservation[1]} ${reservation[2]}:00`, reservation[3]!, input.language, t)) || label;
}
