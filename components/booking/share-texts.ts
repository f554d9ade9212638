import type { Language } from "./localized";

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
  | { available: true; message: string; subject: string; links: ShareLinks }
  | { available: false; reason: string };

export const GUEST_LINK_UNAVAILABLE = "The guest link is not available yet";

/** The first word of the rider's name, to greet them by it; "" when there is none. */
export function firstName(riderName: string): string {
  return riderName.trim().split(/\s+/)[0]?.replace(/[,;]+$/, "") ?? "";
}

const ASAP = /^(as soon as possible|asap|now|lo antes posible|ahora|cuanto antes)$/i;

/** An "as soon as possible" label reads in the guest's language and in lower case mid-sentence. */
export function startPhrase(startLabel: string, language: Language): string {
  const label = startLabel.trim();
  if (!ASAP.test(label)) return label;
  return language === "es" ? "lo antes posible" : "as soon as possible";
}

const withoutFinalStop = (s: string) => s.trim().replace(/[.\s]+$/, "");

export function guestSubject(language: Language): string {
  return language === "es" ? "Tu viaje está reservado" : "Your ride is booked";
}

export function guestMessage(input: GuestMessageInput & { publicUrl: string }): string {
  const { language, publicUrl } = input;
  const name = firstName(input.riderName);
  const product = input.productName.trim();
  const start = startPhrase(input.startLabel, language);
  const pickup = withoutFinalStop(input.pickupLabel);
  const meetingPoint = input.meetingPoint?.trim() ? withoutFinalStop(input.meetingPoint) : null;
  const what = [product, start].filter(Boolean).join(", ");

  if (language === "es") {
    const greeting = name ? `Hola ${name}` : "Hola";
    const meet = meetingPoint ? ` — reúnete con el conductor en ${meetingPoint}` : "";
    return `${greeting}, tu viaje está reservado: ${what}, recogida en ${pickup}${meet}. Síguelo aquí: ${publicUrl}`;
  }
  const greeting = name ? `Hello ${name}` : "Hello";
  const meet = meetingPoint ? ` — meet the driver at ${meetingPoint}` : "";
  return `${greeting}, your ride is booked: ${what}, pickup at ${pickup}${meet}. Follow it here: ${publicUrl}`;
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

/** Everything to share with the guest, or why there is nothing to share yet. */
export function guestShare(input: GuestMessageInput & { publicUrl: string | null }): GuestShare {
  const url = input.publicUrl?.trim();
  if (!url) return { available: false, reason: GUEST_LINK_UNAVAILABLE };
  const message = guestMessage({ ...input, publicUrl: url });
  const subject = guestSubject(input.language);
  return { available: true, message, subject, links: shareLinks(message, subject) };
}
