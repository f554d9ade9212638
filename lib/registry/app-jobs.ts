import "server-only";
import { log } from "@/lib/log";
import { db, type Db } from "@/lib/db";
import { env } from "@/lib/env";
import { journeyRefreshJob, journeyResumeJob, queueJourneyResume } from "@/lib/journeys/jobs";
import { labelSyncJob, queueLabelSync } from "@/lib/labels/jobs";
import { queueRequesterSync, requesterSyncJob } from "@/lib/accounts/jobs";
import { parcelInboxJob, parcelReconcileJob, parcelSweepJob } from "@/lib/parcels/jobs";
import { DEFAULT_RECONCILE } from "@/lib/parcels/reconcile";
import { provider } from "@/lib/provider";
import { alertSendJob } from "@/lib/alerts/jobs";
import { bookRide } from "./booking-hooks";
import { priceBasket } from "@/lib/booking/price-basket";
import { eventCancelRideJob } from "@/lib/events/cancel";
import { eventBookRowJob, eventCheckJob, eventPriceJob, eventsSweepJob } from "@/lib/events/jobs";
import { getPolicy } from "@/lib/policy/queries";
import { announceBooking, planDeps } from "@/lib/notifications/announce";
import { messageSendJob, messagesSweepJob } from "@/lib/messaging/jobs";
import { deskAlertLanguage, deskWebhooks, getNotificationSettings } from "@/lib/outbound/settings-queries";
import { mailDomainOf, smtpCarrier } from "@/lib/messaging/smtp";
import { twilioCarrier } from "@/lib/messaging/twilio-carrier";
import type { MailCarrier, TextCarrier } from "@/lib/outbound/carriers";
import { startJobs } from "@/lib/jobs/index";
import { approvalAskEventJob, approvalAskJob, approvalDeadlinesJob, approvalTellJob, budgetAlertJob } from "@/lib/approvals/jobs";
import { approvalDeps } from "./approval-hooks";
import { journeySalesJob, readJourneySalesSoon, salesSweepJob } from "@/lib/sales/jobs";
import { receiptAttachments } from "@/lib/receipts/receipt-email";
import type { JobRunner } from "@/lib/jobs/runner";
import { seriesSendJob, seriesSweepJob, seriesTellJob } from "@/lib/series/jobs";
import { readyWindowsJob } from "@/lib/guest-ready/jobs";
import { readyDeps } from "./ready-hooks";

const logger = log.child({ module: "jobs" });

/**
 * The app's jobs: each feature's definitions, with what they need from the server. The one module
 * of lib/jobs that knows the features; the runner and lib/jobs/index.ts know none of them.
 */
export function appJobs() {
  const config = env();
  const poll = {
    activeSeconds: config.jobs.journeyPollSeconds,
    afterDropOffSeconds: config.jobs.journeySettleSeconds,
    providerClockRunsFast: config.sandbox.enabled && config.sandbox.clockSpeed > 1,
  };
  const parcels = { db, logistics: () => provider().logistics, settings: { ...DEFAULT_RECONCILE, baseSeconds: config.jobs.parcelCheckSeconds } };
  const { text, mail } = carriers();
  const mailDomain = mailDomainOf(config.messaging.email?.from ?? null, new URL(config.appUrl).hostname);
  const company = { name: config.companyName, zone: config.companyTimeZone };
  // A receipt the desk emails carries its PDF, made in the guest's language as it goes.
  const attachments = (database: Db, m: { bookingId: string; event: string; locale: string }) => receiptAttachments(database, m, company);
  const messages = { ...planDeps(), db, text, mail, statusCallbackUrl: config.messaging.statusCallbackUrl, mailDomain, attachments };
  // How the desk is reached: its channels, and email in each reader's language (else the desk's).
  const deskReach = {
    webhooks: deskWebhooks,
    mail,
    appUrl: config.appUrl,
    deskLanguage: async (database: Db) => (await deskAlertLanguage(database, config.companyLocale)).language,
    mailDomain,
    allowLoopbackHttp: config.sandbox.control,
  };
  // A read or the sweep that finds something new tells the guest and the desk at once.
  const notify = async (bookingId: string, runner: Pick<JobRunner, "send">) => announceBooking(await db(), bookingId, runner);
  // A ride the provider has closed (terminated) has its sale: read it. Best effort, as the daily sweep reads every sale anyway.
  const settled = async (bookingId: string, state: string | null, runner: Pick<JobRunner, "send">) => {
    if (state !== "terminated") return;
    await readJourneySalesSoon(runner, bookingId).catch((e: unknown) => logger.warn({ err: e, bookingId }, "could not queue the read of the ride's sales"));
  };
  const sales = { db, reader: provider };
  return [
    journeyRefreshJob({ db, reader: provider, poll, notify, settled }),
    journeyResumeJob({ db, answerWithinMs: config.jobs.bookingAnswerSeconds * 1000, notify }),
    messageSendJob(messages),
    messagesSweepJob(messages),
    eventCheckJob({ db, policy: getPolicy }),
    eventPriceJob({ db, policy: getPolicy }),
    eventBookRowJob({ db, estimate: priceBasket, book: bookRide, policy: getPolicy }),
    eventCancelRideJob({ db }),
    eventsSweepJob({ db }),
    alertSendJob({ db, settings: getNotificationSettings, ...deskReach }),
    labelSyncJob({ db, reader: provider }),
    requesterSyncJob({ db, reader: provider }),
    parcelInboxJob(parcels),
    parcelReconcileJob(parcels),
    parcelSweepJob(parcels),
    approvalDeadlinesJob({ db, answer: approvalDeps }),
    readyWindowsJob({ db, ready: readyDeps }),
    approvalAskJob({ db, ...deskReach }),
    approvalTellJob({ db, ...deskReach }),
    approvalAskEventJob({ db, ...deskReach }),
    budgetAlertJob({ db, ...deskReach }),
    journeySalesJob(sales),
    salesSweepJob(sales),
    seriesSweepJob({ db }),
    seriesSendJob({ db, estimate: priceBasket, book: bookRide, policy: getPolicy }),
    seriesTellJob({ db, ...deskReach }),
  ];
}

/** The carriers of this process, made once: Twilio (or the sandbox's copy) for text messages, SMTP for email when configured. */
function carriers(): { text: () => TextCarrier | null; mail: () => MailCarrier | null } {
  const { twilio, email } = env().messaging;
  let textCarrier: TextCarrier | null | undefined;
  let mailCarrier: MailCarrier | null | undefined;
  return {
    text: () => (textCarrier === undefined ? (textCarrier = twilioCarrier(twilio)) : textCarrier),
    mail: () => (mailCarrier === undefined ? (mailCarrier = email ? smtpCarrier(email) : null) : mailCarrier),
  };
}

/** Starts the app's background jobs once per server process, after the database is migrated. */
export const startAppJobs = () =>
  startJobs(appJobs, async (runner) => {
    // The labels are read at start-up too, so the booking form has them before the first schedule.
    await queueLabelSync(runner).catch((e: unknown) => logger.warn({ err: e }, "could not queue the first label sync"));
    // The requesters too, when they are over an hour old: the Users page and the booking form read our copy.
    await queueRequesterSync(runner).catch((e: unknown) => logger.warn({ err: e }, "could not queue the first requester sync"));
    // Bookings a crash left pending are looked at now, not at the next minute's schedule.
    await queueJourneyResume(runner).catch((e: unknown) => logger.warn({ err: e }, "could not queue the first journey sweep"));
  });
