import "server-only";
import type { PGliteLike } from "pg-boss";
import { db, type Db } from "@/lib/db";
import { env } from "@/lib/env";
import { DEFAULT_RECONCILE } from "@/lib/parcels/reconcile";
import { provider } from "@/lib/provider";
import { followJourney, journeyRefreshJob, journeyResumeJob } from "@/lib/journeys/jobs";
import { labelSyncJob, queueLabelSync } from "@/lib/labels/jobs";
import { parcelInboxJob, parcelReconcileJob, parcelSweepJob, reconcileParcelSoon } from "@/lib/parcels/jobs";
import { startJobRunner, type JobRunner, type JobTarget } from "./runner";

const KEY = Symbol.for("ridedesk.jobs");
type Holder = { [KEY]?: Promise<JobRunner> };

/** pg-boss goes where the app's data is: the PostgreSQL database, or the PGlite connection itself. */
export function jobTargetOf(database: Db, databaseUrl: string | null): JobTarget {
  if (databaseUrl) return { engine: "postgres", url: databaseUrl };
  return { engine: "pglite", client: (database as unknown as { $client: PGliteLike }).$client };
}

/** The app's jobs, with what they need from the server. */
export function appJobs() {
  const poll = { activeSeconds: env().jobs.journeyPollSeconds };
  const parcels = { db, logistics: () => provider().logistics, settings: { ...DEFAULT_RECONCILE, baseSeconds: env().jobs.parcelCheckSeconds } };
  return [
    journeyRefreshJob({ db, reader: provider, poll }),
    journeyResumeJob({ db }),
    labelSyncJob({ db, reader: provider }),
    parcelInboxJob(parcels),
    parcelReconcileJob(parcels),
    parcelSweepJob(parcels),
  ];
}

/** Starts the background jobs once per server process, after the database is migrated. */
export function startJobs(): Promise<JobRunner> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const starting = (async () => {
      const { databaseUrl, jobs } = env();
      const runner = await startJobRunner(jobTargetOf(await db(), databaseUrl), appJobs(), { work: jobs.workers, instanceName: `ridedesk-${process.pid}` });
      // The labels are read at start-up too, so the booking form has them before the first schedule.
      await queueLabelSync(runner).catch((e: unknown) => console.warn("[jobs] could not queue the first label sync", e));
      return runner;
    })();
    // A failed start may be tried again (by the next health check).
    starting.catch(() => {
      if (holder[KEY] === starting) delete holder[KEY];
    });
    holder[KEY] = starting;
  }
  return holder[KEY];
}

/** The running job runner, or null when it has not started (or could not). */
export async function jobRunner(): Promise<JobRunner | null> {
  const started = (globalThis as Holder)[KEY];
  return started ? started.catch(() => null) : null;
}

/**
 * Starts following a journey just booked. Best effort: when the jobs cannot take it now, the
 * resume job finds the journey within minutes (it queues reads for journeys never checked).
 */
export async function followBookedJourney(bookingId: string) {
  try {
    const runner = await jobRunner();
    if (runner) await followJourney(runner, bookingId);
  } catch (e) {
    console.warn("[jobs] could not queue the first read of booking", bookingId, e);
  }
}

/** Asks for a label sync after a change made through the app. Best effort: the schedule catches up. */
export async function syncLabelsSoon() {
  try {
    const runner = await jobRunner();
    if (runner) await queueLabelSync(runner);
  } catch (e) {
    console.warn("[jobs] could not queue a label sync", e);
  }
}

/** Asks reconciliation to read these parcels in a few seconds (after an operation). Best effort: the sweep catches up. */
export async function checkParcelsSoon(parcelIds: string[]) {
  try {
    const runner = await jobRunner();
    if (runner) for (const id of parcelIds) await reconcileParcelSoon(runner, id, 3);
  } catch (e) {
    console.warn("[jobs] could not queue parcel reads", e);
  }
}
