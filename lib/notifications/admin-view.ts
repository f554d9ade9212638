import "server-only";
import { maskWebhookUrl } from "@/lib/alerts/webhook-url";
import type { Db } from "@/lib/db/client";
import type { Env } from "@/lib/env";
import { ALERT_TARGETS, DESK_CHANNELS, type AlertTarget, type DeskChannel } from "@/lib/channels";
import type { NotificationSettings } from "@/lib/outbound/settings";
import type { Locale } from "@/lib/locales";
import { channelAvailability, deskAlertLanguage, deskWebhooks, getNotificationSettings, type ChannelAvailability } from "@/lib/outbound/settings-queries";

/** Where an alert target cannot be reached on this installation, and why. */
export type TargetAvailability = Record<AlertTarget, { available: true } | { available: false; why: "no_smtp" | "no_webhook" }>;

/**
 * Everything the Notifications page shows, as plain values for the browser. The desk's webhook URLs
 * are secrets and come only masked; of the SMTP server only its host, never its credentials.
 */
export type NotificationsAdminView = {
  settings: NotificationSettings;
  savedAt: string | null;
  carriers: {
    twilio: { mode: "sandbox" | "remote"; smsFrom: string | null; whatsappFrom: string | null };
    /** The embedded sandbox's own inbox of the messages it was given, when the sandbox answers for Twilio. */
    sandboxInbox: string | null;
    email: { host: string; from: string } | null;
    statusCallbackUrl: string;
  };
  guestChannels: ChannelAvailability;
  alertTargets: TargetAvailability;
  deskChannels: Record<DeskChannel, { masked: string } | null>;
  /** The sandbox and tests may post to a receiver on this machine over plain http. */
  allowLoopbackHttp: boolean;
  /** What the desk's alerts are written in when the admin has not chosen: the users' most chosen language, else the company's. */
  automaticAlertLanguage: Locale;
};

export type NotificationsConfig = Pick<Env, "messaging" | "companyLocale"> & { sandbox: Pick<Env["sandbox"], "enabled" | "control"> };

/** An SMTP URL's host and port: its user and password stay on the server. */
function smtpHost(smtpUrl: string): string {
  try {
    return new URL(smtpUrl).host;
  } catch {
    return "";
  }
}

export async function notificationsAdminView(db: Db, config: NotificationsConfig): Promise<NotificationsAdminView> {
  const [{ updatedAt, ...settings }, hooks, alertLanguage] = await Promise.all([
    getNotificationSettings(db),
    deskWebhooks(db),
    deskAlertLanguage(db, config.companyLocale),
  ]);
  const { twilio, email, statusCallbackUrl } = config.messaging;
  const sandboxTwilio = twilio.mode === "sandbox" && config.sandbox.enabled;
  const targetOf = (target: AlertTarget): TargetAvailability[AlertTarget] => {
    if (target === "agent_email") return email ? { available: true } : { available: false, why: "no_smtp" };
    return hooks[target] ? { available: true } : { available: false, why: "no_webhook" };
  };
  return {
    settings,
    savedAt: updatedAt?.toISOString() ?? null,
    carriers: {
      twilio: { mode: twilio.mode, smsFrom: twilio.smsFrom, whatsappFrom: twilio.whatsappFrom },
      sandboxInbox: sandboxTwilio ? "/sandbox/messages" : null,
      email: email ? { host: smtpHost(email.smtpUrl), from: email.from } : null,
      statusCallbackUrl,
    },
    guestChannels: channelAvailability(config.messaging),
    alertTargets: Object.fromEntries(ALERT_TARGETS.map((t) => [t, targetOf(t)])) as TargetAvailability,
    deskChannels: Object.fromEntries(
      DESK_CHANNELS.map((c) => [c, hooks[c] ? { masked: maskWebhookUrl(hooks[c]) } : null]),
    ) as NotificationsAdminView["deskChannels"],
    allowLoopbackHttp: config.sandbox.control,
    automaticAlertLanguage: alertLanguage.usersChoice ?? config.companyLocale,
  };
}
