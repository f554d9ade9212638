import { LOCALES, type Locale } from "@/lib/locales";
import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";
import {
  ALERT_TARGETS,
  DESK_PROBLEMS,
  GUEST_CHANNELS,
  GUEST_EVENTS,
  type AlertTarget,
  type DeskProblem,
  type GuestChannel,
  type GuestEvent,
} from "@/lib/channels";
import { TEMPLATE_KEYS, whatsappTemplatesSchema, type TemplateKey } from "./whatsapp-template-keys";

/** What the desk tells guests and itself by its own, as the admin set it on the Notifications page. */
export type NotificationSettings = {
  /** The channels the booking form ticks for a new guest. */
  guestChannels: GuestChannel[];
  /** The events guests are told about. */
  guestEvents: GuestEvent[];
  /** How long before a reservation's pickup its reminder goes out. */
  reminderMinutes: number;
  /** For each problem, where the desk is alerted. */
  alertTargets: Record<DeskProblem, AlertTarget[]>;
  /** A reservation with no driver this close to its pickup is a problem. */
  noDriverMinutes: number;
  /** Each WhatsApp template's Content SID at Twilio, by message kind and language; "" where there is none. */
  whatsappTemplates: Partial<Record<TemplateKey, string>>;
  /** The language of the desk's Slack and Teams alerts; null: the one most of the desk's users chose. */
  alertLanguage: Locale | null;
};

/** Where the desk's alerts can go now: email with an SMTP server, a channel with its webhook URL. */
export type AlertReach = { email: boolean; slack: boolean; teams: boolean };

/** Until an admin saves: guests get SMS about everything, with a reminder an hour ahead; every problem goes everywhere set up. */
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  guestChannels: ["sms"],
  guestEvents: [...GUEST_EVENTS],
  reminderMinutes: 60,
  alertTargets: Object.fromEntries(DESK_PROBLEMS.map((p) => [p, [...ALERT_TARGETS]])) as Record<DeskProblem, AlertTarget[]>,
  noDriverMinutes: 10,
  whatsappTemplates: {},
  alertLanguage: null,
};

export const REMINDER_MINUTES = { min: 5, max: 24 * 60 } as const;
export const NO_DRIVER_MINUTES = { min: 1, max: 120 } as const;

const unique = <T extends string>(values: readonly T[]) => [...new Set(values)];

const targetsSchema = z.array(z.enum(ALERT_TARGETS)).max(ALERT_TARGETS.length).transform(unique);

/** The settings as an admin saves them; the desk's webhook URLs are saved on their own (settings/webhook-url). */
export const notificationSettingsSchema = z.object({
  guestChannels: z.array(z.enum(GUEST_CHANNELS)).max(GUEST_CHANNELS.length).transform(unique),
  guestEvents: z.array(z.enum(GUEST_EVENTS)).max(GUEST_EVENTS.length).transform(unique),
  reminderMinutes: z.coerce
    .number()
    .int(messageRef("notifications.wholeMinutes"))
    .min(REMINDER_MINUTES.min, messageRef("notifications.reminderRange", REMINDER_MINUTES))
    .max(REMINDER_MINUTES.max, messageRef("notifications.reminderRange", REMINDER_MINUTES)),
  alertTargets: z.record(z.enum(DESK_PROBLEMS), targetsSchema),
  noDriverMinutes: z.coerce
    .number()
    .int(messageRef("notifications.wholeMinutes"))
    .min(NO_DRIVER_MINUTES.min, messageRef("notifications.noDriverRange", NO_DRIVER_MINUTES))
    .max(NO_DRIVER_MINUTES.max, messageRef("notifications.noDriverRange", NO_DRIVER_MINUTES)),
  whatsappTemplates: whatsappTemplatesSchema.transform(
    (t) => Object.fromEntries(Object.entries(t).filter(([, sid]) => sid !== "")) as Partial<Record<TemplateKey, string>>,
  ),
  alertLanguage: z.enum(LOCALES).nullable(),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

/** Settings as stored, completed with the defaults for anything a later version added. */
export function settingsFromStored(
  stored: (Partial<Omit<NotificationSettings, "alertTargets">> & { alertTargets?: Partial<Record<DeskProblem, AlertTarget[]>> }) | null,
): NotificationSettings {
  if (!stored) return DEFAULT_NOTIFICATIONS;
  return {
    guestChannels: (stored.guestChannels ?? DEFAULT_NOTIFICATIONS.guestChannels).filter((c) => (GUEST_CHANNELS as readonly string[]).includes(c)),
    guestEvents: (stored.guestEvents ?? DEFAULT_NOTIFICATIONS.guestEvents).filter((e) => (GUEST_EVENTS as readonly string[]).includes(e)),
    reminderMinutes: stored.reminderMinutes ?? DEFAULT_NOTIFICATIONS.reminderMinutes,
    alertTargets: Object.fromEntries(DESK_PROBLEMS.map((p) => [p, stored.alertTargets?.[p] ?? DEFAULT_NOTIFICATIONS.alertTargets[p]])) as Record<
      DeskProblem,
      AlertTarget[]
    >,
    noDriverMinutes: stored.noDriverMinutes ?? DEFAULT_NOTIFICATIONS.noDriverMinutes,
    whatsappTemplates: Object.fromEntries(Object.entries(stored.whatsappTemplates ?? {}).filter(([k]) => (TEMPLATE_KEYS as readonly string[]).includes(k))),
    alertLanguage: stored.alertLanguage && (LOCALES as readonly string[]).includes(stored.alertLanguage) ? stored.alertLanguage : null,
  };
}
