import "server-only";
import { log } from "@/lib/log";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { journeyRefreshJob, journeyResumeJob, queueJourneyResume } from "@/lib/journeys/jobs";
import { labelSyncJob, queueLabelSync } from "@/lib/labels/jobs";
import { parcelInboxJob, parcelReconcileJob, parcelSweepJob } from "@/lib/parcels/jobs";
import { DEFAULT_RECONCILE } from "@/lib/parcels/reconcile";
import { provider } from "@/lib/provider";
import { startJobs } from "./index";

const logger = log.child({ module: "jobs" });

/**
 * The app's jobs: each feature's definitions, with what they need from the server. The one module
 * of lib/jobs that knows the features; the runner and lib/jobs/index.ts know none of them.
 */
export function appJobs() {
  const poll = { activeSeconds: env().jobs.journeyPollSeconds, afterDropOffSeconds: env().jobs.journeySettleSeconds };
  const parcels = { db, logistics: () => provider().logistics, settings: { ...DEFAULT_RECONCILE, baseSeconds: env().jobs.parcelCheckSeconds } };
  return [
    journeyRefreshJob({ db, reader: provider, poll }),
    journeyResumeJob({ db, answerWithinMs: env().jobs.bookingAnswerSeconds * 1000 }),
    labelSyncJob({ db, reader: provider }),
    parcelInboxJob(parcels),
    parcelReconcileJob(parcels),
    parcelSweepJob(parcels),
  ];
}

/** Starts the app's background jobs once per server process, after the database is migrated. */
export const startAppJobs = () =>
  startJobs(appJobs, async (runner) => {
    // The labels are read at start-up too, so the booking form has them before the first schedule.
    await queueLabelSync(runner).catch((e: unknown) => logger.warn({ err: e }, "could not queue the first label sync"));
    // Bookings a crash left pending are looked at now, not at the next minute's schedule.
    await queueJourneyResume(runner).catch((e: unknown) => logger.warn({ err: e }, "could not queue the first journey sweep"));
  });
