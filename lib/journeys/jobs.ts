import "server-only";
import { log } from "@/lib/log";
import type { Db } from "@/lib/db";
import { journeysToResume } from "@/lib/booking/journey-queries";
import { markAbandonedUncertain, STALE_PENDING_MS } from "@/lib/booking/queries";
import { refreshJourney, type JourneyReader } from "./refresh";
import type { PollSettings } from "./poll-policy";
import { send } from "@/lib/jobs";
import { defineJob, HEARTBEAT_SECONDS, type JobRunner } from "@/lib/jobs/runner";

const logger = log.child({ module: "journeys" });

export const JOURNEY_REFRESH = "journey.refresh";
export const JOURNEY_RESUME = "journey.resume";

/** Journeys read at once by each process. */
const JOURNEY_READERS = 8;

/** A followed journey whose last check is older than this has lost its chain of reads. */
const RESUME_AFTER_MS = 5 * 60_000;

export type JourneyJobDeps = {
  db: () => Promise<Db>;
  reader: () => JourneyReader;
  poll: PollSettings;
  /** How long a booking may wait for the provider's answer before it counts as lost (BOOKING_ANSWER_SECONDS). */
  answerWithinMs?: number;
  /** Tells whoever should hear of what a read or the sweep found: the guest's messages, the desk's alerts. Best effort. */
  notify?: (bookingId: string, runner: Pick<JobRunner, "send">) => Promise<unknown>;
  /** Told once a journey needs no more reads, with its last state (`terminated`: the provider has made its sale). */
  settled?: (bookingId: string, state: string | null, runner: Pick<JobRunner, "send">) => Promise<unknown>;
};

/** Queues the next read of a booked journey; at most one waits per journey (the queue is stately). */
export const followJourney = (runner: Pick<JobRunner, "send">, bookingId: string, inSeconds = 0) =>
  runner.send(JOURNEY_REFRESH, { bookingId }, { singletonKey: bookingId, startAfter: Math.max(0, Math.round(inSeconds)) });

/**
 * Starts following a journey just booked. Best effort: when the jobs cannot take it now, the
 * resume job finds the journey within minutes (it queues reads for journeys never checked).
 */
export async function followBookedJourney(bookingId: string) {
  try {
    await followJourney({ send }, bookingId);
  } catch (e) {
    logger.warn({ err: e, bookingId }, "could not queue the first read of the journey");
  }
}

/**
 * Reads one journey and queues its next read, sooner while the ride is on, later for a
 * reservation far ahead, none after its end. Provider failures throw, so pg-boss retries the read
 * with exponential backoff and dead-letters it after the last try (the resume job picks it up later).
 */
export const journeyRefreshJob = (deps: JourneyJobDeps) =>
  defineJob<{ bookingId: string }>({
    queue: JOURNEY_REFRESH,
    options: {
      policy: "stately",
      retryLimit: 6,
      retryDelay: 15,
      retryBackoff: true,
      retryDelayMax: 300,
      expireInSeconds: 120,
      deleteAfterSeconds: 3_600,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    },
    // Many rides are followed at once: reads due together are fetched and run together, and fetched
    // again at once while more are due, rather than one per poll of pg-boss.
    work: { batchSize: JOURNEY_READERS },
    async run(job, runner) {
      const outcome = await refreshJourney(await deps.db(), deps.reader(), job.data.bookingId, new Date(), deps.poll);
      if (outcome.kind === "read" && outcome.next !== null) await followJourney(runner, job.data.bookingId, outcome.next);
      if (outcome.kind === "read" && outcome.next === null) await deps.settled?.(job.data.bookingId, outcome.state, runner);
      // Told within the read's own job, so a guest hears of their driver one poll after the provider knew.
      if (outcome.kind !== "skipped") await deps.notify?.(job.data.bookingId, runner);
      return outcome;
    },
  });

/**
 * Every minute, and once at start-up: journeys still followed that nobody has read for a while get
 * a read queued again, and bookings left pending past the answer's bound become uncertain. Those were
 * cut off mid-call by a crash or a restart, and the provider may be running their ride: under Needs
 * attention, someone decides whether it was booked.
 */
export const journeyResumeJob = (deps: Pick<JourneyJobDeps, "db" | "answerWithinMs" | "notify">) =>
  defineJob<{ staleAfterMs?: number }>({
    queue: JOURNEY_RESUME,
    schedule: "* * * * *",
    options: { policy: "singleton", retryLimit: 2, retryDelay: 30, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    async run(job, runner) {
      const db = await deps.db();
      const now = new Date();
      const uncertain = await markAbandonedUncertain(db, new Date(now.getTime() - (deps.answerWithinMs ?? STALE_PENDING_MS)), now);
      if (uncertain.length > 0) logger.warn({ bookings: uncertain }, "bookings lost their provider answer; they now need attention");
      for (const id of uncertain) await deps.notify?.(id, runner);
      const staleAfterMs = job.data?.staleAfterMs ?? RESUME_AFTER_MS;
      const stale = await journeysToResume(db, new Date(now.getTime() - staleAfterMs), staleAfterMs < RESUME_AFTER_MS ? 5_000 : 500);
      let queued = 0;
      for (const { id } of stale) if (await followJourney(runner, id)) queued++;
      return { stale: stale.length, queued, uncertain: uncertain.length };
    },
  });

/**
 * Runs the every-minute sweep now, at start-up: a booking a crash left pending shows without waiting
 * for the schedule, and every ride still followed gets a read queued at once. A ride whose next read
 * is queued keeps it (the queue holds one per ride); one whose read the crash cut off mid-way had
 * none, and is read again now rather than when the sweep finds it five minutes stale.
 */
export const queueJourneyResume = (runner: Pick<JobRunner, "send">) => runner.send(JOURNEY_RESUME, { staleAfterMs: 0 }, { singletonKey: JOURNEY_RESUME });
