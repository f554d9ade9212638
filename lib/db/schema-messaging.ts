import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Locale } from "@/lib/locales";
import type { AlertStatus, AlertTarget, DeskProblem, GuestChannel, GuestEvent, MessageStatus, SkipReason } from "@/lib/channels";
import { at, created } from "./columns";
// Only read inside references' callbacks: schema.ts, which re-exports this file, has made them by then.
import { bookings, users } from "./schema";

/** What the desk tells guests and itself by its own: one row (id 1); the defaults until an admin first saves. */
export const notificationSettings = pgTable("notification_settings", {
  id: integer("id").primaryKey().default(1),
  /** The channels the booking form ticks for a new guest. */
  guestChannels: jsonb("guest_channels").$type<GuestChannel[]>().notNull(),
  /** The events guests are told about. */
  guestEvents: jsonb("guest_events").$type<GuestEvent[]>().notNull(),
  /** How long before a reservation's pickup its reminder goes out. */
  reminderMinutes: integer("reminder_minutes").notNull(),
  /** For each problem, where the desk is alerted. */
  alertTargets: jsonb("alert_targets").$type<Partial<Record<DeskProblem, AlertTarget[]>>>().notNull(),
  /** A reservation with no driver this close to its pickup is a problem. */
  noDriverMinutes: integer("no_driver_minutes").notNull(),
  /** Each WhatsApp template's Content SID at Twilio, by "event:language". */
  whatsappTemplates: jsonb("whatsapp_templates").$type<Partial<Record<string, string>>>().notNull().default({}),
  /** The language of the desk's Slack and Teams alerts; null: the one most of the desk's users chose. */
  alertLanguage: text("alert_language").$type<Locale>(),
  /** The desk's channels: secrets, never sent to a browser whole. */
  slackWebhookUrl: text("slack_webhook_url"),
  teamsWebhookUrl: text("teams_webhook_url"),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

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
    event: text("event").$type<GuestEvent>().notNull(),
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

/** Alerts to the desk: one per booking, problem and target. */
export const deskAlerts = pgTable(
  "desk_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    problem: text("problem").$type<DeskProblem>().notNull(),
    target: text("target").$type<AlertTarget>().notNull(),
    status: text("status").$type<AlertStatus>().notNull().default("pending"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: created(),
    sentAt: at("sent_at"),
  },
  (t) => [uniqueIndex("desk_alerts_once").on(t.bookingId, t.problem, t.target), index("desk_alerts_created_at").on(t.createdAt)],
);
