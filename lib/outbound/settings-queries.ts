import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { audit, type Actor } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { notificationSettings, users } from "@/lib/db/schema";
import { env, type MessagingSettings } from "@/lib/env";
import { DEFAULT_NOTIFICATIONS, settingsFromStored, type NotificationSettings } from "./settings";
import { isLocale, LOCALES, type Locale } from "@/lib/locales";
import type { ChannelAvailability, DeskChannel } from "@/lib/channels";

const ID = 1;
/** An advisory lock key for saving the settings: the row may not exist yet to be locked. */
const SETTINGS_LOCK = 0x6e6f74;

export type { DeskChannel };
export type DeskWebhooks = Record<DeskChannel, string | null>;

export type SavedNotificationSettings = NotificationSettings & { updatedAt: Date | null };

/** The company's notification settings; the defaults until an admin first saves them. */
export async function getNotificationSettings(db: Db): Promise<SavedNotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.id, ID));
  return row ? { ...settingsFromStored(row), updatedAt: row.updatedAt } : { ...DEFAULT_NOTIFICATIONS, updatedAt: null };
}

/** The desk's webhook URLs, whole: for the jobs that post alerts, never for a page. */
export async function deskWebhooks(db: Db): Promise<DeskWebhooks> {
  const [row] = await db
    .select({ slack: notificationSettings.slackWebhookUrl, teams: notificationSettings.teamsWebhookUrl })
    .from(notificationSettings)
    .where(eq(notificationSettings.id, ID));
  return { slack: row?.slack ?? null, teams: row?.teams ?? null };
}

const changedKeys = (before: NotificationSettings, after: NotificationSettings) =>
  (Object.keys(after) as (keyof NotificationSettings)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));

/** Saves the settings and audits what changed, old and new values, in one transaction. */
export async function saveNotificationSettings(
  db: Db,
  settings: NotificationSettings,
  actor: Actor,
): Promise<{ settings: SavedNotificationSettings; changed: string[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_LOCK})`);
    const before = await getNotificationSettings(tx);
    const values = { ...settings, updatedBy: actor.id, updatedAt: new Date() };
    const [row] = await tx
      .insert(notificationSettings)
      .values({ id: ID, ...values })
      .onConflictDoUpdate({ target: notificationSettings.id, set: values })
      .returning();
    const after = settingsFromStored(row!);
    const changed = changedKeys(before, after);
    if (changed.length) {
      await audit(tx, {
        actor,
        action: "notifications.changed",
        target: { type: "notifications", id: String(ID) },
        detail: { from: Object.fromEntries(changed.map((k) => [k, before[k]])), to: Object.fromEntries(changed.map((k) => [k, after[k]])) },
      });
    }
    return { settings: { ...after, updatedAt: row!.updatedAt }, changed };
  });
}

/** Sets or removes one of the desk's webhook URLs; the audit says which channel changed, never the URL. */
export async function saveDeskWebhook(db: Db, channel: DeskChannel, url: string | null, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_LOCK})`);
    const column = channel === "slack" ? { slackWebhookUrl: url } : { teamsWebhookUrl: url };
    await tx
      .insert(notificationSettings)
      .values({ id: ID, ...DEFAULT_NOTIFICATIONS, ...column, updatedBy: actor.id, updatedAt: new Date() })
      .onConflictDoUpdate({ target: notificationSettings.id, set: { ...column, updatedBy: actor.id, updatedAt: new Date() } });
    await audit(tx, { actor, action: "notifications.channel_changed", target: { type: "notifications", id: channel }, detail: { channel, set: url !== null } });
  });
}

export type { ChannelAvailability } from "@/lib/channels";

export function channelAvailability(messaging: Pick<MessagingSettings, "twilio" | "email"> = env().messaging): ChannelAvailability {
  const { twilio, email } = messaging;
  return {
    sms: twilio.smsFrom ? { available: true } : { available: false, why: "no_sender" },
    whatsapp: twilio.whatsappFrom ? { available: true } : { available: false, why: "no_sender" },
    email: email ? { available: true } : { available: false, why: "no_smtp" },
  };
}

/** The language most of the desk's active users chose for themselves, the first in LOCALES on a tie; null while none chose one. */
async function mostChosenLocale(db: Db): Promise<Locale | null> {
  const rows = await db
    .select({ locale: users.locale, count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.active, true), isNotNull(users.locale)))
    .groupBy(users.locale);
  const chosen = rows.filter((r): r is { locale: Locale; count: number } => !!r.locale && isLocale(r.locale));
  chosen.sort((a, b) => b.count - a.count || LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
  return chosen[0]?.locale ?? null;
}

/**
 * The language of the desk's Slack and Teams alerts: the admin's choice, else the one most of the
 * desk's users chose for themselves (a Spanish desk reads Spanish alerts without anyone setting it),
 * else the company's (COMPANY_LOCALE).
 */
export async function deskAlertLanguage(db: Db, companyLocale: Locale): Promise<{ language: Locale; chosen: boolean; usersChoice: Locale | null }> {
  const [settings, usersChoice] = await Promise.all([getNotificationSettings(db), mostChosenLocale(db)]);
  if (settings.alertLanguage) return { language: settings.alertLanguage, chosen: true, usersChoice };
  return { language: usersChoice ?? companyLocale, chosen: false, usersChoice };
}
