/**
 * WhatsApp's templates: outside the 24-hour window a guest's last message opens, WhatsApp carries
 * only a template the company had approved, sent through Twilio as a Content SID with its variables.
 * One template per message kind and language, its text written here (the admin registers it at
 * Twilio as the Notifications page shows it) and its variables filled from the ride. Pure and isomorphic.
 */
import type { Locale } from "@/lib/locales";
import { messageParts, type GuestMessageFacts } from "./compose";
import { guestWords } from "@/lib/outbound/pickup-time-words";
import type { GuestEvent } from "@/lib/channels";

export { CONTENT_SID, TEMPLATE_KEYS, templateKey, type TemplateKey } from "@/lib/outbound/whatsapp-template-keys";

/** Free text may go to a guest for this long after their last message to us. */
export const WHATSAPP_WINDOW_MS = 24 * 3600_000;

export const isWindowOpen = (lastInboundAt: Date | null, now: Date) => lastInboundAt !== null && now.getTime() - lastInboundAt.getTime() < WHATSAPP_WINDOW_MS;

export type TemplateVariable = "start" | "place" | "pickup" | "driver" | "vehicle" | "link" | "company" | "until";

/**
 * Each template's variables, in their order ({{1}}, {{2}}…). WhatsApp refuses a template that starts
 * or ends with a variable, so every text ends with words of its own.
 */
const VARIABLES: Record<GuestEvent, readonly TemplateVariable[]> = {
  booked: ["start", "place", "link"],
  driver_assigned: ["driver", "vehicle", "link"],
  driver_arrived: ["driver", "place", "link"],
  reminder: ["start", "place", "link"],
  cancelled: ["pickup", "company"],
  not_found: ["pickup", "company"],
  ready_link: ["pickup", "until", "link"],
};

const wordsOf = (event: GuestEvent, language: Locale, values: Record<TemplateVariable, string>) => guestWords(language)(`whatsappTemplates.${event}`, values);

/** The template as it is registered at Twilio: its text with {{1}}, {{2}}… and what each one is. */
export function templateText(event: GuestEvent, language: Locale): { text: string; variables: readonly TemplateVariable[] } {
  const variables = VARIABLES[event];
  const placeholders = Object.fromEntries(variables.map((v, i) => [v, `{{${i + 1}}}`])) as Record<TemplateVariable, string>;
  return { text: wordsOf(event, language, placeholders), variables };
}

/** A template's variables for a ride, never empty (Twilio refuses an empty one with 21656). */
function values(f: GuestMessageFacts): Record<TemplateVariable, string> {
  const t = guestWords(f.language);
  const p = messageParts(f, t);
  return {
    start: p.start,
    place: p.meetingPoint || p.pickup,
    pickup: p.pickup,
    driver: p.driver || t("whatsappTemplates.unnamedDriver"),
    vehicle: p.vehicle || t("whatsappTemplates.noVehicle"),
    link: f.link,
    company: f.companyName.trim() || "Ridedesk",
    until: p.until || t("asap"),
  };
}

/** What goes to Twilio (ContentVariables, "1", "2"… to words) and what the guest then reads. */
export function filledTemplate(event: GuestEvent, f: GuestMessageFacts): { variables: Record<string, string>; text: string } {
  const v = values(f);
  return { variables: Object.fromEntries(VARIABLES[event].map((name, i) => [String(i + 1), v[name]])), text: wordsOf(event, f.language, v) };
}
