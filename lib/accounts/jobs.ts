import "server-only";
import type { Db } from "@/lib/db";
import { defineJob, type JobRunner } from "@/lib/jobs/runner";
import { syncRequestersIfStale, type UserLister } from "./requesters";

export const REQUESTERS_SYNC = "requesters.sync";

export type RequesterJobDeps = { db: () => Promise<Db>; reader: () => UserLister };

/** The job acts for no one: its audit entries have no actor. */
const BACKGROUND = { id: null, email: null };

/** Queues a sync soon; one waits at a time (the queue is stately), so start-ups in a row read the provider once. */
export const queueRequesterSync = (runner: Pick<JobRunner, "send">) => runner.send(REQUESTERS_SYNC, {}, { singletonKey: REQUESTERS_SYNC });

/**
 * Every 10 minutes and at start-up: the requesters are read from the provider when our copy is
 * over an hour old (or was never read), so pages read them from our database and never wait on the
 * provider; an admin's "Sync now" reads them at once. Provider failures throw, so pg-boss retries.
 */
export const requesterSyncJob = (deps: RequesterJobDeps) =>
  defineJob({
    queue: REQUESTERS_SYNC,
    schedule: "*/10 * * * *",
    options: { policy: "stately", retryLimit: 4, retryDelay: 30, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
    run: async () => syncRequestersIfStale(await deps.db(), BACKGROUND, Date.now(), deps.reader()),
  });
