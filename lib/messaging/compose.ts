/**
 * The words of each message to a guest, in the guest's language whatever the desk's, from the
 * same translations as the message the agent shares by hand. Pure and isomorphic: the send job
 * writes them, and the admin's Notifications page previews them. The words are the guest message's
 * own (guestWords: namespace: "guestMessage", lib/i18n/messages/<locale>/guestMessage.json).
 */
import type { Locale } from "@/lib/locales";
import { vehicleColour } from "@/lib/i18n/vehicle-colours";
import { greetingName } from "@/lib/guest-page/share-texts";
import { guestMessage, type GuestMessageInput } from "./guest-message";
import { guestWords, pickupTimeWords, startWords, type GuestWords } from "@/lib/outbound/pickup-time-words";
import { smsText } from "./sms-text";
import { unlinkable } from "@/lib/outbound/unlinkable";
import type { GuestChannel, GuestEvent } from "@/lib/channels";

export type GuestMessageFacts = GuestMessageInput & {
  companyName: string;
  /** The guest's page. */
  link: string;
  driver: { name: string } | null;
  vehicle: { name: string; plate: string; color: string } | null;
  /** The provider's end state, for what the cancellation says happens next. */
  endState: string | null;
  /** A ride the guest calls: when their window closes, on the pickup's clock ("YYYY-MM-DD HH:MM:SS"); null for any other ride. */
  readyUntil?: string | null;
};

export type ComposedMessage = { subject: string; text: string };

const trimmed = (s: string | null | undefined) => (s ?? "").trim().replace(/[.\s]+$/, "");
/** A driver as the guest greets them: the first name the provider gives. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** The message for one event; SMS and WhatsApp send its text, an email its subject and text. */
export function composeGuestMessage(event: GuestEvent, channel: GuestChannel, f: GuestMessageFacts): ComposedMessage {
  if (channel === "email") return compose(event, channel, namesAsText(f));
  const composed = compose(event, channel, f);
  // An SMS is billed by the segment: said in GSM-7 where the words allow, it costs half (lib/messaging/sms-text).
  return channel === "sms" ? { ...composed, text: smsText(composed.text) } : composed;
}

/** The facts with the names no mail client will make a link of (lib/outbound/unlinkable). */
const namesAsText = (f: GuestMessageFacts): GuestMessageFacts => ({
  ...f,
  riderName: f.riderName && unlinkable(f.riderName),
  driver: f.driver && { ...f.driver, name: unlinkable(f.driver.name) },
});

/** The pieces every message about a ride is written from, in the guest's words: the free texts and the WhatsApp templates alike. */
export function messageParts(f: GuestMessageFacts, t: GuestWords = guestWords(f.language)) {
  const car = trimmed(f.vehicle?.name);
  const plate = trimmed(f.vehicle?.plate);
  // The provider names colours in English: said in the guest's words (lib/i18n/vehicle-colours).
  const colour = vehicleColour(trimmed(f.vehicle?.color), f.language);
  return {
    name: greetingName(f.riderName),
    pickup: trimmed(f.pickupLabel),
    meetingPoint: trimmed(f.meetingPoint),
    driver: firstName(f.driver?.name ?? ""),
    vehicle: plate ? t("vehicle", { withCar: car ? "yes" : "no", car, withColour: colour ? "yes" : "no", colour, plate }) : "",
    start: startWords(f, t),
    until: f.readyUntil && f.zone ? (pickupTimeWords(f.readyUntil, f.zone, f.language, t) ?? f.readyUntil) : "",
  };
}

function compose(event: GuestEvent, channel: GuestChannel, f: GuestMessageFacts): ComposedMessage {
  const t = guestWords(f.language);
  const { name, pickup, meetingPoint, driver, vehicle, start, until } = messageParts(f, t);
  const named = name ? "yes" : "no";
  const withVehicle = vehicle ? "yes" : "no";
  const company = f.companyName;
  const optOut = channel === "email" ? "" : ` ${t("optOut")}`;

  switch (event) {
    case "booked":
      // The first message a guest gets says how to stop them. An SMS says it in fewer words, to fit two segments.
      if (channel === "sms") {
        return {
          subject: t("subject"),
          text: t("smsBooked", { named, name, start, pickup, withMeetingPoint: meetingPoint ? "yes" : "no", meetingPoint, link: f.link }),
        };
      }
      return { subject: t("subject"), text: guestMessage({ ...f, link: f.link }) + optOut };
    case "driver_assigned":
      return { subject: t("subjects.driverAssigned", { driver }), text: t("driverAssigned", { named, name, driver, withVehicle, vehicle, link: f.link }) };
    case "driver_arrived":
      return { subject: t("subjects.driverArrived"), text: t("driverArrived", { driver, place: meetingPoint || pickup, withVehicle, vehicle, link: f.link }) };
    case "reminder":
      return {
        subject: t("subjects.reminder", { start }),
        text: t("reminder", { named, name, start, pickup, withMeetingPoint: meetingPoint ? "yes" : "no", meetingPoint, link: f.link }),
      };
    case "cancelled": {
      const reason = f.endState === "driver cancel" ? "driver" : f.endState === "no show" ? "noShow" : "desk";
      return { subject: t("subjects.cancelled"), text: t("cancelled", { reason, pickup, company }) };
    }
    case "not_found":
      return { subject: t("subjects.notFound"), text: t("notFound", { pickup, company }) };
    case "ready_link":
      return { subject: t("subjects.readyLink"), text: t("readyLink", { named, name, pickup, until, link: f.link }) + optOut };
  }
}

/** The line an email ends with: who sent it, and that replies are not read. */
export const emailFooter = (language: Locale, companyName: string) => guestWords(language)("emailFooter", { company: companyName });
