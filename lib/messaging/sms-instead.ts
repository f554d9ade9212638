import "server-only";
import type { BookingRow } from "@/lib/booking/queries";
import type { Db } from "@/lib/db/client";
import { composeGuestMessage } from "./compose";
import { findMessage, messageFacts, recordFallbackSms, type GuestMessageRow } from "./outbox";

/** What writing a message at sending time needs: the company's name and the guest's page. */
export type SmsInsteadDeps = { companyName: string; guestUrl: (token: string) => string };

/**
 * Records the SMS that tells the guest what a WhatsApp could not: outside the guest's 24-hour window
 * with no template mapped, or failed by Twilio with 63016. Its id to send; null when the booking
 * already has that SMS, no phone, or the guest answered STOP to SMS.
 */
export async function smsInstead(
  db: Db,
  deps: SmsInsteadDeps,
  m: Pick<GuestMessageRow, "event" | "channel">,
  booking: BookingRow,
  now: Date,
): Promise<string | null> {
  // A receipt goes by email only: there is no text version of a PDF to send instead.
  if (m.channel !== "whatsapp" || m.event === "receipt" || !booking.guestToken) return null;
  const facts = messageFacts(booking, { companyName: deps.companyName, guestUrl: deps.guestUrl(booking.guestToken) });
  return recordFallbackSms(db, booking, m.event, composeGuestMessage(m.event, "sms", facts).text, now);
}

/** The same for a recorded message, by its id. */
export async function smsInsteadOf(db: Db, deps: SmsInsteadDeps, messageId: string, now: Date): Promise<string | null> {
  const found = await findMessage(db, messageId);
  return found ? smsInstead(db, deps, found.message, found.booking, now) : null;
}
