import "server-only";
import type { Db } from "@/lib/db/client";
import type { BookingRow } from "@/lib/booking/queries";
import { readableMobile } from "@/lib/phone";
import { alertsOfBooking } from "@/lib/alerts/outbox";
import { alertReason, type BookingMessages } from "./booking-messages";
import type { GuestChannel } from "@/lib/channels";
import { messagesOfBooking, optOutsOfBooking, recipientOf } from "@/lib/messaging/outbox";

/** A recipient as people read it: a number formatted, an address as it is. */
const shown = (channel: GuestChannel, recipient: string) => (channel === "email" ? recipient : readableMobile(recipient));

/**
 * The messages a booking's guest was sent, the channels they opted out of, and the desk's alerts
 * about it, for its page and its live read.
 */
export async function bookingMessages(db: Db, booking: BookingRow): Promise<BookingMessages> {
  const [messages, optOuts, alerts] = await Promise.all([messagesOfBooking(db, booking.id), optOutsOfBooking(db, booking), alertsOfBooking(db, booking.id)]);
  return {
    channels: booking.messageChannels,
    messages: messages.map((m) => ({
      id: m.id,
      event: m.event,
      channel: m.channel,
      to: shown(m.channel, m.recipient),
      status: m.status,
      skipReason: m.skipReason,
      errorCode: m.errorCode,
      at: (m.statusAt ?? m.sentAt ?? m.createdAt).toISOString(),
    })),
    // Only the channels this booking uses, at the number or address it uses there.
    optOuts: optOuts
      .filter((o) => booking.messageChannels.includes(o.channel) && recipientOf(booking, o.channel) === o.recipient)
      .map((o) => ({ channel: o.channel, to: shown(o.channel, o.recipient), at: o.at.toISOString() })),
    alerts: alerts.map((a) => ({
      id: a.id,
      problem: a.problem,
      target: a.target,
      status: a.status,
      // A pending alert's note is a retry's reason, not an outcome.
      reason: a.status === "pending" ? null : alertReason(a.error),
      at: (a.sentAt ?? a.createdAt).toISOString(),
    })),
  };
}
