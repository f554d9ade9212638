import { Temporal } from "temporal-polyfill";
import type { Language } from "@/lib/i18n/localized";

/** What the guest's message says; the labels come formatted, the wording is the guest's language's. */
export type GuestMessageInput = {
  riderName: string;
  language: Language;
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

/** The rider's name as the agent typed it, spaces tidied; "" when there is none. */
export function greetingName(riderName: string): string {
  return riderName.trim().replace(/\s+/g, " ").replace(/[,;]+$/, "");
}

const ASAP = /^(as soon as possible|asap|now|lo antes posible|ahora|cuanto antes)$/i;
/** The booking form's label for a reservation: "2026-11-23 16:02 (Europe/Madrid)", the pickup's wall-clock time and zone. */
const RESERVATION = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2})? \(([^()\s]+)\)$/;

/** "Europe/Madrid" → "Madrid", "America/Argentina/Buenos_Aires" → "Buenos Aires"; null for zones that name no city ("UTC", "Etc/GMT+5"). */
export function cityOfZone(zone: string): string | null {
  if (!zone.includes("/") || zone.startsWith("Etc/")) return null;
  return zone.slice(zone.lastIndexOf("/") + 1).replace(/_/g, " ");
}

const LOCALES: Record<Language, string> = { en: "en-GB", es: "es-ES" };

/**
 * A pickup time as a person says it, in the guest's language and the pickup's zone:
 * "Monday 23 November, 16:02, Madrid time" or "lunes 23 de noviembre, 16:02, hora de Madrid".
 * Null when the date, time or zone cannot be read.
 */
export function pickupTimePhrase(date: string, time: string, zone: string, language: Language): string | null {
  let epochMs: number;
  try {
    epochMs = Temporal.PlainDateTime.from(`${date}T${time}`, { overflow: "reject" }).toZonedDateTime(zone).epochMilliseconds;
  } catch {
    return null;
  }
  const locale = LOCALES[language];
  const parts = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: zone }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const clock = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(epochMs);
  const day = language === "es" ? `${part("weekday")} ${part("day")} de ${part("month")}` : `${part("weekday")} ${part("day")} ${part("month")}`;
  const city = cityOfZone(zone);
  const where = city
    ? language === "es" ? `hora de ${city}` : `${city} time`
    : (new Intl.DateTimeFormat(locale, { timeZoneName: "short", timeZone: zone }).formatToParts(epochMs).find((p) => p.type === "timeZoneName")?.value ?? zone);
  return `${day}, ${clock}, ${where}`;
}

/**
 * The start as the guest reads it: "as soon as possible" in their language and in lower case
 * mid-sentence, a reservation as a date in words; any other label as it is.
 */
export function startPhrase(startLabel: string, language: Language): string {
  const label = startLabel.trim();
  if (ASAP.test(label)) return language === "es" ? "lo antes posible" : "as soon as possible";
  const reservation = RESERVATION.exec(label);
  return (reservation && pickupTimePhrase(reservation[1]!, reservation[2]!, reservation[3]!, language)) ?? label;
}

const withoutFinalStop = (s: string) => s.trim().replace(/[.\s]+$/, "");

export function guestSubject(language: Language): string {
  return language === "es" ? "Tu viaje está reservado" : "Your ride is booked";
}

/** The message with the link the guest follows the ride at (the guest's page). */
export function guestMessage(input: GuestMessageInput & { link: string }): string {
  const { language, link } = input;
  const name = greetingName(input.riderName);
  const product = input.productName.trim();
  const start = startPhrase(input.startLabel, language);
  const pickup = withoutFinalStop(input.pickupLabel);
  const meetingPoint = input.meetingPoint?.trim() ? withoutFinalStop(input.meetingPoint) : null;
  const what = [product, start].filter(Boolean).join(", ");

  if (language === "es") {
    const greeting = name ? `Hola ${name}` : "Hola";
    const meet = meetingPoint ? ` — reúnete con el conductor en ${meetingPoint}` : "";
    return `${greeting}, tu viaje está reservado: ${what}. Recogida en ${pickup}${meet}. Síguelo aquí: ${link}`;
  }
  const greeting = name ? `Hello ${name}` : "Hello";
  const meet = meetingPoint ? ` — meet the driver at ${meetingPoint}` : "";
  return `${greeting}, your ride is booked: ${what}. Pickup at ${pickup}${meet}. Follow it here: ${link}`;
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
