import { INTL_TAG, type Locale } from "@/lib/locales";
import type { GuestWords } from "./words";

/**
 * The pieces of what is said to a guest that the guest's page and the desk's message to the guest
 * share: the name as typed, a pickup time in words on the pickup's clock, and the share links.
 */

export type ShareLinks = { sms: string; email: string; whatsapp: string };

/** The rider's name as the agent typed it, spaces tidied; "" when there is none. */
export function greetingName(riderName: string): string {
  return riderName
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[,;]+$/, "");
}

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
  const zoneName =
    new Intl.DateTimeFormat(tag, { timeZoneName: "short", timeZone: zone }).formatToParts(epochMs).find((p) => p.type === "timeZoneName")?.value ?? zone;
  return t("guest.time.inZone", { day, time, zone: zoneName });
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
