// Messages to guests; the desk's alerts are in schema-alerts.ts, the settings both follow in schema-notifications.ts.
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { GuestChannel, MessageEvent, MessageStatus, SkipReason } from "@/lib/channels";
import { at, created } from "./columns";
// Only read inside references' callbacks: schema.ts, which re-exports this file, has made them by then.
import { bookings } from "./schema";

/**
 * Messages to guests: recorded before they are sent, at most one per booking, event and channel.
 * The recipient is the phone or address it went to; the body is cleared after 30 days.
 */
export const guestMessages = pgTable(
  "guest_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    event: text("event").$type<MessageEvent>().notNull(),
    channel: text("channel").$type<GuestChannel>().notNull(),
    recipient: text("recipient").notNull(),
    locale: text("locale").notNull(),
    subject: text("subject"),
    body: text("body"),
    status: text("status").$type<MessageStatus>().notNull().default("pending"),
    skipReason: text("skip_reason").$type<SkipReason>(),
    /** Twilio's message SID, or the email's Message-ID. */
    providerId: text("provider_id").unique(),
    /** Twilio's error code (21610: the guest answered STOP), or the mail server's reply code. */
    errorCode: text("error_code"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** When the current attempt began: a lost answer is looked up from here before anything is sent again. */
    attemptAt: at("attempt_at"),
    createdAt: created(),
    sentAt: at("sent_at"),
    statusAt: at("status_at"),
  },
  (t) => [uniqueIndex("guest_messages_once").on(t.bookingId, t.event, t.channel), index("guest_messages_created_at").on(t.createdAt)],
);

/** Recipients who answered STOP on a channel: nothing more is sent to them there. */
export const messageOptOuts = pgTable(
  "message_opt_outs",
  {
    channel: text("channel").$type<GuestChannel>().notNull(),
    recipient: text("recipient").notNull(),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.recipient] })],
);
