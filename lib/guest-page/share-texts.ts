import { createTranslator } from "next-intl";
import { Temporal } from "temporal-polyfill";
import { INTL_TAG, type Locale } from "@/lib/i18n/locales";
import en from "@/lib/i18n/messages/en/guest.json";
import es from "@/lib/i18n/messages/es/guest.json";
import pt from "@/lib/i18n/messages/pt/guest.json";
import type { GuestWords } from "./words";

/** What the guest's message says; the labels come formatted, the wording is the guest's language's. */
export type GuestMessageInput = {
  riderName: string;
  language: Locale;
  productName: string;
  startLabel: string;
  pickupLabel: string;
  meetingPoint: string | null;
};

export type ShareLinks = { sms: string; email: string; whatsapp: string };

export type GuestShare =
  | { available: true; link: string; message: string; subject: string; links: ShareLinks }
  | { available: false; reason: string };

export const GUEST_LINK_UNAVAILABLE = "The guest link is not available yet";

const GUEST = { en, es, pt };
const made = new Map<Locale, GuestWords>();

/**
 * The guest's words in the guest's language, from the same "guest" messages as the guest's page.
 * The message to the guest is put together in the agent's browser, which holds only the agent's
 * language: so the three languages' guest messages (a few kilobytes) come with this file.
 */
export function guestWords(language: Locale): GuestWords {
  let t = made.get(language);
  if (!t) made.set(language, (t = createTranslator({ locale: language, messages: { guest: GUEST[language] } }) as unknown as GuestWords));
  return t;
}

/** The rider's name as the agent typed it, spaces tidied; "" when there is none. */
export function greetingName(riderName: string): string {
  return riderName.trim().replace(/\s+/g, " ").replace(/[,;]+$/, "");
}

/** The booking form's words for "as soon as possible", in any of the desk's languages. */
const ASAP = /^(as soon as possible|asap|now|lo antes posible|ahora|cuanto antes|o quanto antes|o mais rápido possível|agora)$/i;
/** The booking form's label for a reservation: "2026-11-23 16:02 (Europe/Madrid)", the pickup's wall-clock time and zone. */
const RESERVATION = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2})? \(([^()\s]+)\)$/;

/** "Europe/Madrid" → "Madrid", "America/Argentina/Buenos_Aires" → "Buenos Aires"; null for zones that name no city ("UTC", "Etc/GMT+5"). */
export function cityOfZone(zone: string): string | null {
  if (!zone.includes("/") || zone.startsWith("Etc/")) return null;
  return zone.slice(zone.lastIndexOf("/") + 1).replace(/_/g, " ");
}

/**
 * An instant as a person says it, on a zone's clock, in the words of `t`'s language and formatted for
 * `locale`: "Monday 23 November, 16:02, Madrid time", "lunes 23 de noviembre, 16:02, hora de Madrid".
 */
export function instantPhrase(epochMs: number, zone: string, locale: Locale, t: GuestWords): string {
  const tag = INTL_TAG[locale];
  const parts = new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone: zone }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const day = t("guest.time.day", { weekday: part("weekday"), day: part("day"), month: part("month") });
  const time = new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(epochMs);
  const city = cityOfZone(zone);
  if (city) return t("guest.time.inCity", { day, time, city });
  const zoneName = new Intl.DateTimeFormat(tag, { timeZoneName: "short", timeZone: zone }).formatToParts(epochMs).find((p) => p.type === "timeZoneName")?.value ?? zone;
  return t("guest.time.inZone", { day, time, zone: zoneName });
}

/**
 * A pickup's wall-clock date and time in its zone as a person says it, in the guest's language
 * (instantPhrase). Null when the date, time or zone cannot be read.
 */
export function pickupTimePhrase(date: string, time: string, zone: string, language: Locale, t: GuestWords = guestWords(language)): string | null {
  let epochMs: number;
  try {
    epochMs = Temporal.PlainDateTime.from(`${date}T${time}`, { overflow: "reject" }).toZonedDateTime(zone).epochMilliseconds;
  } catch {
    return null;
  }
  return instantPhrase(epochMs, zone, language, t);
}

/**
 * The start as the guest reads it: "as soon as possible" in their language and in lower case
 * mid-sentence, a reservation as a date in words; any other label as it is.
 */
export function startPhrase(startLabel: string, language: Locale, t: GuestWords = guestWords(language)): string {
  const label = startLabel.trim();
  if (ASAP.test(label)) return t("guest.message.asap");
  const reservation = RESERVATION.exec(label);
  return (reservation && pickupTimePhrase(reservation[1]!, reservation[2]!, reservation[3]!, language, t)) ?? label;
}

const withoutFinalStop = (s: string) => s.trim().replace(/[.\s]+$/, "");

export function guestSubject(language: Locale): string {
  return guestWords(language)("guest.message.subject");
}

/** The message with the link the guest follows the ride at (the guest's page), in the guest's language. */
export function guestMessage(input: GuestMessageInput & { link: string }): string {
  const { language, link } = input;
  const t = guestWords(language);
  const name = greetingName(input.riderName);
  const product = input.productName.trim();
  const start = startPhrase(input.startLabel, language, t);
  const meetingPoint = input.meetingPoint?.trim() ? withoutFinalStop(input.meetingPoint) : "";
  return t("guest.message.text", {
    named: name ? "yes" : "no",
    name,
    what: [product, start].filter(Boolean).join(", "),
    meets: meetingPoint ? "yes" : "no",
    pickup: withoutFinalStop(input.pickupLabel),
    meetingPoint,
    link,
  });
}

/** Links that open the guest's messaging apps with the message filled in. */
export function shareLinks(message: string, subject: string): ShareLinks {
  const enc = encodeURIComponent;
  return {
    // "?&body=" is the form both iOS and Android accept without a recipient.
    sms: `sms:?&body=${enc(message)}`,
    email: `mailto:?subject=${enc(subject)}&body=${enc(message)}`,
    whatsapp: `https://wa.me/?text=${enc(message)}`,
  };
}

/**
 * Everything to share with the guest, or why there is nothing to share yet. The message points
 * to our guest's page; the provider's public_url stands in only for a booking that has no page.
 */
export function guestShare(input: GuestMessageInput & { guestUrl: string | null; publicUrl: string | null }): GuestShare {
  const url = input.guestUrl?.trim() || input.publicUrl?.trim();
  if (!url) return { available: false, reason: GUEST_LINK_UNAVAILABLE };
  const message = guestMessage({ ...input, link: url });
  const subject = guestSubject(input.language);
  return { available: true, link: url, message, subject, links: shareLinks(message, subject) };
}
