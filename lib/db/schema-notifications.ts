// The settings that both messages to guests (schema-messaging.ts) and alerts to the desk (schema-alerts.ts) follow.
import { integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { Locale } from "@/lib/locales";
import type { AlertTarget, DeskProblem, GuestChannel, GuestEvent } from "@/lib/channels";
import { at } from "./columns";
// Only read inside references' callbacks: schema.ts, which re-exports this file, has made them by then.
import { users } from "./schema";

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
