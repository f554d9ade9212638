import "server-only";
import type { Db } from "@/lib/db";
import { defineJob, HEARTBEAT_SECONDS, type JobRunner } from "@/lib/jobs/runner";
import { bookRow, type BookRowDeps } from "./book-row";
import { checkBatch, priceBatch, type PipelineDeps } from "./pipeline";
import { batchesToResume, rowsToResume } from "./queries";

export const EVENT_CHECK = "event.check";
export const EVENT_PRICE = "event.price";
export const EVENT_BOOK_ROW = "event.book-row";
export const EVENTS_SWEEP = "events.sweep";

/** A row queued or being booked that its job has not touched for this long lost its job. */
const RESUME_ROWS_AFTER_MS = 2 * 60_000;
/** A batch checking or pricing for this long lost its job. */
const RESUME_BATCH_AFTER_MS = 5 * 60_000;

type Send = Pick<JobRunner, "send">;

/** Books run a few at a time: the provider's own limits are met with its 429s, which back off. */
const BOOKING_CONCURRENCY = 3;

export const queueRowBookings = (runner: Send, rowIds: readonly string[]) =>
  Promise.all(rowIds.map((rowId) => runner.send(EVENT_BOOK_ROW, { rowId }, { singletonKey: rowId })));

export const queueCheck = (runner: Send, batchId: string) => runner.send(EVENT_CHECK, { batchId }, { singletonKey: batchId });
export const queuePricing = (runner: Send, batchId: string) => runner.send(EVENT_PRICE, { batchId }, { singletonKey: batchId });

/**
 * One confirmed row booked; see bookRow. Retried with backoff while the provider is busy. A row whose
 * process died is taken back once its heartbeat stops (about 20 s), not after the whole expiry: a
 * guest waiting for a ride cannot wait minutes, and its intent makes the second run harmless.
 */
export const eventBookRowJob = (deps: BookRowDeps & { db: () => Promise<Db> }) =>
  defineJob<{ rowId: string }>({
    queue: EVENT_BOOK_ROW,
    options: {
      policy: "exclusive",
      retryLimit: 10,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 300,
      expireInSeconds: 180,
      deleteAfterSeconds: 86_400,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    },
    work: { batchSize: BOOKING_CONCURRENCY },
    run: async (job) => bookRow(await deps.db(), deps, job.data.rowId),
  });

/**
 * Every minute: rows a crash left queued or half-booked get their job back (their intent makes a
 * second run harmless), and batches a crash left checking or pricing are checked or priced again.
 */
export const eventsSweepJob = (deps: { db: () => Promise<Db> }) =>
  defineJob({
    queue: EVENTS_SWEEP,
    schedule: "* * * * *",
    options: { policy: "singleton", retryLimit: 2, retryDelay: 30, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    async run(_job, runner) {
      const db = await deps.db();
      const now = Date.now();
      const rows = await rowsToResume(db, new Date(now - RESUME_ROWS_AFTER_MS));
      if (rows.length)
        await queueRowBookings(
          runner,
          rows.map((r) => r.id),
        );
      const batches = await batchesToResume(db, new Date(now - RESUME_BATCH_AFTER_MS));
      for (const b of batches) await (b.status === "checking" ? queueCheck(runner, b.id) : queuePricing(runner, b.id));
      return { rows: rows.length, batches: batches.length };
    },
  });

/** Checks a batch's sheet, then prices its rows (see checkBatch); one at a time per batch. */
export const eventCheckJob = (deps: PipelineDeps & { db: () => Promise<Db> }) =>
  defineJob<{ batchId: string }>({
    queue: EVENT_CHECK,
    options: { policy: "exclusive", retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 600, deleteAfterSeconds: 86_400 },
    run: async (job) => checkBatch(await deps.db(), job.data.batchId, deps),
  });

/** Prices the rows of a batch waiting for a price (after a crash mid-pricing). */
export const eventPriceJob = (deps: PipelineDeps & { db: () => Promise<Db> }) =>
  defineJob<{ batchId: string }>({
    queue: EVENT_PRICE,
    options: { policy: "exclusive", retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 600, deleteAfterSeconds: 86_400 },
    run: async (job) => priceBatch(await deps.db(), job.data.batchId, deps),
  });
