import "server-only";
import { log } from "@/lib/log";
import type { Db } from "@/lib/db";
import { inboxBatch, parcelsDueForCheck, removeFromInbox } from "./queries";
import { handleNotification, notificationSchema } from "./notifications";
import { reconcileParcel, type ReconcileSettings } from "./reconcile";
import type { Logistics } from "@/lib/provider/logistics";
import { send } from "@/lib/jobs";
import { defineJob, type JobRunner } from "@/lib/jobs/runner";

const logger = log.child({ module: "parcels" });

export const PARCEL_INBOX = "parcel.inbox";
export const PARCEL_RECONCILE = "parcel.reconcile";
export const PARCEL_SWEEP = "parcel.sweep";

export type ParcelJobDeps = { db: () => Promise<Db>; logistics: () => Logistics; settings: ReconcileSettings };

/** A notification as the receiver accepted it: the validated body and when it arrived. */
export type NotificationJob = { body: Record<string, unknown>; receivedAt: string };

/** Notifications applied per inbox read. */
const INBOX_BATCH = 200;

/**
 * Applies the notifications the receiver put in the inbox, oldest first, until it is empty. The
 * receiver answers the provider at once and leaves the work here. Applying is idempotent, so a
 * notification applied twice (a crash before its removal, the provider's own duplicates) changes
 * nothing the second time. One drain runs at a time, and one more waits for what arrives meanwhile (stately); a body that no longer validates
 * is dropped with a warning rather than blocking the rest.
 */
export const parcelInboxJob = (deps: Pick<ParcelJobDeps, "db">) =>
  defineJob({
    queue: PARCEL_INBOX,
    schedule: "* * * * *",
    options: { policy: "stately", retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 120, expireInSeconds: 600, deleteAfterSeconds: 3_600 },
    work: { pollingIntervalSeconds: 0.5 },
    async run() {
      const db = await deps.db();
      const outcomes: Record<string, number> = {};
      for (;;) {
        const batch = await inboxBatch(db, INBOX_BATCH);
        if (batch.length === 0) return outcomes;
        for (const item of batch) {
          const body = notificationSchema.safeParse(item.body);
          if (!body.success) logger.warn({ inboxId: item.id }, "dropped an inbox notification that no longer validates");
          const { outcome } = body.success ? await handleNotification(db, body.data, item.receivedAt) : { outcome: "invalid" };
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        }
        await removeFromInbox(
          db,
          batch.map((i) => i.id),
        );
      }
    },
  });

/** Asks for a drain of the inbox; a drain already waiting or running takes the new notifications too. */
export const drainInboxSoon = (runner: Pick<JobRunner, "send">) => runner.send(PARCEL_INBOX, {}, { singletonKey: PARCEL_INBOX });

/** Queues a read of one parcel; at most one waits per parcel. */
export const reconcileParcelSoon = (runner: Pick<JobRunner, "send">, parcelId: string, inSeconds = 0) =>
  runner.send(PARCEL_RECONCILE, { parcelId }, { singletonKey: parcelId, startAfter: Math.max(0, Math.round(inSeconds)) });

/** Asks reconciliation to read these parcels in a few seconds (after an operation). Best effort: the sweep catches up. */
export async function checkParcelsSoon(parcelIds: string[]) {
  try {
    for (const id of parcelIds) await reconcileParcelSoon({ send }, id, 3);
  } catch (e) {
    logger.warn({ err: e }, "could not queue parcel reads");
  }
}

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
