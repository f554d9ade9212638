import "server-only";
import type { Db } from "@/lib/db";
import { parcelsDueForCheck } from "@/lib/db/parcels";
import { handleNotification, notificationSchema } from "@/lib/parcels/notifications";
import { reconcileParcel, type ReconcileSettings } from "@/lib/parcels/reconcile";
import type { Logistics } from "@/lib/provider/logistics";
import { defineJob, type JobRunner } from "./runner";

export const PARCEL_NOTIFICATION = "parcel.notification";
export const PARCEL_RECONCILE = "parcel.reconcile";
export const PARCEL_SWEEP = "parcel.sweep";

export type ParcelJobDeps = { db: () => Promise<Db>; logistics: () => Logistics; settings: ReconcileSettings };

/** A notification as the receiver queued it: the validated body and when it arrived. */
export type NotificationJob = { body: unknown; receivedAt: string };

/**
 * Applies the notifications the receiver queued. The receiver answers the provider at once and
 * leaves the work here; the handler is idempotent, so pg-boss's retries and the provider's
 * duplicates both change nothing twice.
 */
export const parcelNotificationJob = (deps: Pick<ParcelJobDeps, "db">) =>
  defineJob<NotificationJob>({
    queue: PARCEL_NOTIFICATION,
    options: { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60, deleteAfterSeconds: 3_600 },
    work: { batchSize: 100, pollingIntervalSeconds: 0.5 },
    async run(job) {
      const body = notificationSchema.parse(job.data.body);
      return handleNotification(await deps.db(), body, new Date(job.data.receivedAt));
    },
  });

/** Queues a read of one parcel; at most one waits per parcel. */
export const reconcileParcelSoon = (runner: Pick<JobRunner, "send">, parcelId: string, inSeconds = 0) =>
  runner.send(PARCEL_RECONCILE, { parcelId }, { singletonKey: parcelId, startAfter: Math.max(0, Math.round(inSeconds)) });

/** Reads one parcel back from the provider (status and timeline) and sets when to read it next. */
export const parcelReconcileJob = (deps: ParcelJobDeps) =>
  defineJob<{ parcelId: string }>({
    queue: PARCEL_RECONCILE,
    options: { policy: "stately", retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 120, expireInSeconds: 120, deleteAfterSeconds: 3_600 },
    async run(job, runner) {
      const outcome = await reconcileParcel(await deps.db(), deps.logistics(), job.data.parcelId, new Date(), deps.settings);
      // A read due within the sweep's minute is queued now; later ones are the sweep's.
      const next = "next" in outcome ? outcome.next : null;
      if (next) {
        const inSeconds = (next.getTime() - Date.now()) / 1000;
        if (inSeconds < 60) await reconcileParcelSoon(runner, job.data.parcelId, inSeconds);
      }
      return outcome;
    },
  });

/** Every minute: parcels not in a final state whose next read is due get one queued. */
export const parcelSweepJob = (deps: Pick<ParcelJobDeps, "db">) =>
  defineJob({
    queue: PARCEL_SWEEP,
    schedule: "* * * * *",
    options: { policy: "singleton", retryLimit: 2, retryDelay: 30, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    async run(_job, runner) {
      const due = await parcelsDueForCheck(await deps.db(), new Date(), 500);
      let queued = 0;
      for (const { id } of due) if (await reconcileParcelSoon(runner, id)) queued++;
      return { due: due.length, queued };
    },
  });
