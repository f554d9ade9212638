import "server-only";
import type { Db } from "@/lib/db";
import type { BookingRow } from "@/lib/booking/queries";
import { defineJob, HEARTBEAT_SECONDS, type JobRunner } from "@/lib/jobs/runner";
import type { NotificationSettings } from "@/lib/outbound/settings";
import { deliverAlert, type AlertDeps } from "./deliver";
import { alertsToResend, planDeskAlerts, type AlertReach } from "./outbox";

export const ALERT_SEND = "alert.send";

/** An alert still pending this long after it was recorded lost its job: it is queued again. */
const RESEND_AFTER_MS = 60_000;

export const queueAlerts = (runner: Pick<JobRunner, "send">, ids: readonly string[]) =>
  Promise.all(ids.map((alertId) => runner.send(ALERT_SEND, { alertId }, { singletonKey: alertId })));

/** Records and queues the alerts a booking is due now; see planDeskAlerts. */
export async function alertAbout(db: Db, runner: Pick<JobRunner, "send">, booking: BookingRow, settings: NotificationSettings, reach: AlertReach, now: Date) {
  const ids = await planDeskAlerts(db, booking, settings, reach, now);
  if (ids.length) await queueAlerts(runner, ids);
  return ids.length;
}

/** Alerts whose job was lost (a crash between record and queue) are queued again by the every-minute sweep. */
export async function requeueLostAlerts(db: Db, runner: Pick<JobRunner, "send">, now: Date) {
  const lost = await alertsToResend(db, new Date(now.getTime() - RESEND_AFTER_MS));
  if (lost.length)
    await queueAlerts(
      runner,
      lost.map((a) => a.id),
    );
  return lost.length;
}

export const alertSendJob = (deps: AlertDeps & { db: () => Promise<Db> }) =>
  defineJob<{ alertId: string }>({
    queue: ALERT_SEND,
    options: {
      policy: "exclusive",
      retryLimit: 6,
      retryDelay: 15,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: 60,
      deleteAfterSeconds: 86_400,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    },
    run: async (job) => deliverAlert(await deps.db(), deps, job.data.alertId),
  });
