import type { Locale } from "@/lib/locales";
import { greetingName, shareLinks, type ShareLinks } from "@/lib/guest-page/share-texts";
import { guestWords, startWords, type StartInput } from "@/lib/outbound/pickup-time-words";

/** What the message says; names and places as they were typed or found. */
export type GuestMessageInput = StartInput & {
  riderName: string;
  productName: string;
  pickupLabel: string;
  meetingPoint: string | null;
};

export type GuestShare = { available: true; link: string; message: string; subject: string; links: ShareLinks } | { available: false };

const withoutFinalStop = (s: string) => s.trim().replace(/[.\s]+$/, "");

/** The message with the link the guest follows the ride at, in the guest's language. */
export function guestMessage(input: GuestMessageInput & { link: string }): string {
  const t = guestWords(input.language);
  const name = greetingName(input.riderName);
  const product = input.productName.trim();
  const meetingPoint = input.meetingPoint?.trim() ? withoutFinalStop(input.meetingPoint) : "";
  return t("message", {
    named: name ? "yes" : "no",
    name,
    withProduct: product ? "yes" : "no",
    product,
    start: startWords(input, t),
    pickup: withoutFinalStop(input.pickupLabel),
    withMeetingPoint: meetingPoint ? "yes" : "no",
    meetingPoint,
    link: input.link,
  });
}

export const guestSubject = (language: Locale) => guestWords(language)("subject");

/**
 * Everything to share with the guest, or that there is nothing to share yet. The message points
 * to our guest's page; the provider's public_url stands in only for a booking that has no page.
 */
export function guestShare(input: GuestMessageInput & { guestUrl: string | null; publicUrl: string | null }): GuestShare {
  const url = input.guestUrl?.trim() || input.publicUrl?.trim();
  if (!url) return { available: false };
  const message = guestMessage({ ...input, link: url });
  const subject = guestSubject(input.language);
  return { available: true, link: url, message, subject, links: shareLinks(message, subject) };
}
