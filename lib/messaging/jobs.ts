import "server-only";
import { log } from "@/lib/log";
import type { Db } from "@/lib/db";
import { bookingsMaybeDue, findBooking, type BookingRow } from "@/lib/booking/queries";
import { defineJob, HEARTBEAT_SECONDS, type JobRunner } from "@/lib/jobs/runner";
import { send } from "@/lib/jobs";
import { deliverMessage, type DeliverDeps } from "./deliver";
import { messagesToResend, planGuestMessages, purgeMessageBodies, type PlanContext } from "./outbox";
import { MESSAGE_BODY_DAYS } from "@/lib/channels";
import type { AlertReach, NotificationSettings } from "@/lib/outbound/settings";

const logger = log.child({ module: "messages" });

export const MESSAGE_SEND = "message.send";
export const MESSAGES_SWEEP = "messages.sweep";

/** A message recorded this long ago and still not handed over lost its job (a crash between the two): it is queued again. */
const RESEND_AFTER_MS = 60_000;
/** Bookings whose pickup is this far behind are past any message but their end's, which the refresh job reads as it comes. */
const SWEEP_BEHIND_MS = 3 * 60 * 60_000;

export type MessageJobDeps = DeliverDeps & {
  db: () => Promise<Db>;
  guestUrl: (token: string) => string;
  /** Records and queues the alerts a booking is due (lib/alerts), beside its guest's messages. */
  planAlerts?: (db: Db, runner: Pick<JobRunner, "send">, booking: BookingRow, context: NotifyContext, now: Date) => Promise<unknown>;
  /** Where the desk's alerts can go now. */
  reach?: (db: Db) => Promise<AlertReach>;
  /** Queues again the alerts whose job was lost. */
  requeueAlerts?: (db: Db, runner: Pick<JobRunner, "send">, now: Date) => Promise<unknown>;
};

/** Queues the sending of recorded messages; a message has at most one job waiting or running. */
export const queueMessages = (runner: Pick<JobRunner, "send">, ids: readonly string[]) =>
  Promise.all(ids.map((messageId) => runner.send(MESSAGE_SEND, { messageId }, { singletonKey: messageId })));

type NotifyDeps = Pick<MessageJobDeps, "companyName" | "guestUrl" | "settings" | "planAlerts" | "reach">;

/** The settings and channels in force, read once for a booking or once for a whole sweep. */
export type NotifyContext = { settings: NotificationSettings; reach: AlertReach };

const NO_REACH: AlertReach = { email: false, slack: false, teams: false };

export const notifyContext = async (deps: NotifyDeps, db: Db): Promise<NotifyContext> => ({
  settings: await deps.settings(db),
  reach: deps.reach ? await deps.reach(db) : NO_REACH,
});

/**
 * Records what a booking is due now (its guest's messages, the desk's alerts) and queues their
 * sending. Called as soon as something changes (booked, a journey read) and by the every-minute
 * sweep, which catches whatever a crash left out: asking twice records nothing twice.
 */
export async function notifyAbout(db: Db, deps: NotifyDeps, runner: Pick<JobRunner, "send">, booking: BookingRow, now = new Date(), context?: NotifyContext) {
  const ctx = context ?? (await notifyContext(deps, db));
  const plan: PlanContext = { companyName: deps.companyName, guestUrl: deps.guestUrl, settings: ctx.settings, now };
  const ids = await planGuestMessages(db, booking, plan);
  if (ids.length) await queueMessages(runner, ids);
  await deps.planAlerts?.(db, runner, booking, ctx, now);
  return ids.length;
}

/** The same for a booking by id, best effort: a failure is logged, and the sweep tries again within a minute. */
export async function notifyAboutBooking(db: Db, deps: NotifyDeps, bookingId: string, runner: Pick<JobRunner, "send"> = { send }) {
  try {
    const booking = await findBooking(db, bookingId);
    if (booking) await notifyAbout(db, deps, runner, booking);
  } catch (e) {
    logger.warn({ err: e, bookingId }, "could not record the booking's messages now; the sweep will");
  }
}

/** Sends one message; see deliverMessage for what is retried and what is never sent again. */
export const messageSendJob = (deps: MessageJobDeps) =>
  defineJob<{ messageId: string }>({
    queue: MESSAGE_SEND,
    options: {
      policy: "exclusive",
      retryLimit: 8,
      retryDelay: 10,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: 120,
      deleteAfterSeconds: 86_400,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    },
    // Ten at a time, fetched again at once while more wait: a burst of changes (an event's rides) goes out in seconds, not minutes.
    work: { batchSize: 10 },
    run: async (job) => deliverMessage(await deps.db(), deps, job.data.messageId),
  });

/**
 * Every minute: the messages and alerts due by the clock (reminders, reservations still without a
 * driver) or left out by a crash are recorded; messages whose job was lost are queued again; and the
 * words of messages older than 30 days are cleared.
 */
export const messagesSweepJob = (deps: MessageJobDeps) =>
  defineJob({
    queue: MESSAGES_SWEEP,
    schedule: "* * * * *",
    options: { policy: "singleton", retryLimit: 2, retryDelay: 30, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
    async run(_job, runner) {
      const db = await deps.db();
      const now = new Date();
      const candidates = await bookingsMaybeDue(db, new Date(now.getTime() - SWEEP_BEHIND_MS));
      const context = await notifyContext(deps, db);
      let recorded = 0;
      for (const booking of candidates) recorded += await notifyAbout(db, deps, runner, booking, now, context);
      const lost = await messagesToResend(db, new Date(now.getTime() - RESEND_AFTER_MS));
      if (lost.length)
        await queueMessages(
          runner,
          lost.map((m) => m.id),
        );
      await deps.requeueAlerts?.(db, runner, now);
      const purged = await purgeMessageBodies(db, new Date(now.getTime() - MESSAGE_BODY_DAYS * 86_400_000));
      return { bookings: candidates.length, recorded, requeued: lost.length, purged };
    },
  });
