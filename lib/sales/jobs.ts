import "server-only";
import { log } from "@/lib/log";
import type { Db } from "@/lib/db";
import { defineJob, type JobRunner } from "@/lib/jobs/runner";
import { readJourneySales, type SalesReader } from "./journey-read";
import { sweepSales } from "./sweep";

const logger = log.child({ module: "sales" });

export const SALES_JOURNEY = "sales.journey";
export const SALES_SWEEP = "sales.sweep";

export type SalesJobDeps = { db: () => Promise<Db>; reader: () => SalesReader };

type JourneySalesJob = { bookingId: string; attempt?: number; since?: string };

/** Queues a read of a ride's sales, once it is terminated; at most one waits per ride. */
export const readJourneySalesSoon = (runner: Pick<JobRunner, "send">, bookingId: string, inSeconds = 0, attempt = 0, since = new Date().toISOString()) =>
  runner.send<JourneySalesJob>(SALES_JOURNEY, { bookingId, attempt, since }, { singletonKey: bookingId, startAfter: Math.max(0, Math.round(inSeconds)) });

/**
 * Reads a terminated ride's sales: one call when the sale is there, none once it is stored. Not
 * there yet, it looks again later, less and less often, and leaves the ride to the daily sweep after
 * a few days. A provider failure throws, so pg-boss retries with backoff.
 */
export const journeySalesJob = (deps: SalesJobDeps) =>
  defineJob<JourneySalesJob>({
    queue: SALES_JOURNEY,
    options: { policy: "stately", retryLimit: 5, retryDelay: 60, retryBackoff: true, retryDelayMax: 1_800, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    async run(job, runner) {
      const attempt = job.data.attempt ?? 0;
      const since = job.data.since ? new Date(job.data.since) : new Date();
      const outcome = await readJourneySales(await deps.db(), deps.reader(), job.data.bookingId, attempt, since);
      if (outcome.kind === "waiting") await readJourneySalesSoon(runner, job.data.bookingId, outcome.retryInSeconds, attempt + 1, since.toISOString());
      if (outcome.kind === "gave up")
        logger.warn({ bookingId: job.data.bookingId }, "no sale for the ride after days of looking; the daily sweep will take it if it comes");
      return outcome;
    },
  });

/**
 * Every day: every sale of this month and the last, in each currency the company uses, so sales of
 * rides booked elsewhere come in too. A failure mid-way throws; the retry resumes where it stopped.
 */
export const salesSweepJob = (deps: SalesJobDeps) =>
  defineJob({
    queue: SALES_SWEEP,
    schedule: "17 4 * * *",
    options: {
      policy: "singleton",
      retryLimit: 6,
      retryDelay: 300,
      retryBackoff: true,
      retryDelayMax: 3_600,
      expireInSeconds: 3_600,
      deleteAfterSeconds: 7 * 86_400,
    },
    async run() {
      return sweepSales(await deps.db(), deps.reader());
    },
  });
