import "server-only";
import { log } from "@/lib/log";
import type { Db } from "@/lib/db";
import { replaceLabels } from "./queries";
import { send } from "@/lib/jobs";
import { provider } from "@/lib/provider";
import { defineJob, type JobRunner } from "@/lib/jobs/runner";

const logger = log.child({ module: "labels" });

export const LABELS_SYNC = "labels.sync";

/** What the sync needs of the provider: every label, active or not. */
export type LabelLister = { allLabels(): Promise<{ id: string; slug: string; name: string; active: boolean }[]> };

export type LabelJobDeps = { db: () => Promise<Db>; reader: () => LabelLister };

/** Reads every label at the provider and brings our copy in line (gone ones kept, inactive). */
export async function syncLabels(database: Db, reader: LabelLister = provider(), now = new Date()) {
  const result = await replaceLabels(database, await reader.allLabels(), now);
  if (result.refused.length > 0) logger.warn({ refused: result.refused }, "the database refused some of the provider's labels; the others are in sync");
  return result;
}

/**
 * Queues a sync soon. One waits at a time (the queue is stately: one queued, one running), so a burst of changes
 * through the app gives one read of the provider's list, not one each.
 */
export const queueLabelSync = (runner: Pick<JobRunner, "send">) => runner.send(LABELS_SYNC, {}, { singletonKey: LABELS_SYNC });

/** Asks for a label sync after a change made through the app. Best effort: the schedule catches up. */
export async function syncLabelsSoon() {
  try {
    await queueLabelSync({ send });
  } catch (e) {
    logger.warn({ err: e }, "could not queue a label sync");
  }
}

/**
 * Every 10 minutes, at start-up and after each change made through the app: our copy of the
 * labels follows the provider's, which owns them (an admin may change them in the provider's own
 * dashboard too). Provider failures throw, so pg-boss retries with backoff.
 */
export const labelSyncJob = (deps: LabelJobDeps) =>
  defineJob({
    queue: LABELS_SYNC,
    schedule: "*/10 * * * *",
    options: { policy: "stately", retryLimit: 4, retryDelay: 30, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
    run: async () => syncLabels(await deps.db(), deps.reader()),
  });
