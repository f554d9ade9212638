import "server-only";
import type { Db } from "@/lib/db";
import type { BookingRow } from "@/lib/booking/queries";
import { env } from "@/lib/env";
import { guestUrlOf } from "@/lib/booking/guest-link";
import type { JobRunner } from "@/lib/jobs/runner";
import { alertAbout, requeueLostAlerts } from "@/lib/alerts/jobs";
import { send } from "@/lib/jobs";
import { notifyAboutBooking, queueMessages, type NotifyContext } from "@/lib/messaging/jobs";
import { smsInsteadOf } from "@/lib/messaging/sms-instead";
import { deskWebhooks, getNotificationSettings } from "@/lib/outbound/settings-queries";

/** Where the desk's alerts can go now: email with an SMTP server, a channel with its webhook URL. */
async function alertReach(db: Db) {
  const hooks = await deskWebhooks(db);
  return { email: !!env().messaging.email, slack: !!hooks.slack, teams: !!hooks.teams };
}

/** What recording a booking's messages and alerts needs from this server: its company, links, settings and channels. */
export const planDeps = () => ({
  companyName: env().companyName,
  guestUrl: guestUrlOf,
  settings: getNotificationSettings,
  reach: alertReach,
  planAlerts: (db: Db, runner: Pick<JobRunner, "send">, booking: BookingRow, context: NotifyContext, now: Date) =>
    alertAbout(db, runner, booking, context.settings, context.reach, now),
  requeueAlerts: requeueLostAlerts,
});

/** A booking just made or changed: its guest's messages and the desk's alerts are recorded and queued now, not at the next sweep. */
export const announceBooking = (db: Db, bookingId: string, runner?: Pick<JobRunner, "send">) => notifyAboutBooking(db, planDeps(), bookingId, runner);

/** A WhatsApp that Twilio failed outside the guest's window: the SMS in its place is recorded and queued now. */
export async function sendSmsInstead(db: Db, messageId: string, runner: Pick<JobRunner, "send"> = { send }) {
  const id = await smsInsteadOf(db, planDeps(), messageId, new Date());
  if (id) await queueMessages(runner, [id]);
}
