import "server-only";
import type { Db } from "@/lib/db";
import { defineJob, HEARTBEAT_SECONDS, type JobRunner } from "@/lib/jobs/runner";
import { messageRef } from "@/lib/i18n/message-ref";
import { tellDesk, type TellDeskDeps } from "./tell-desk";
import { cancelMissed, dueOccurrences, replanStuck } from "./queries";
import { sendOccurrence, type SendDeps } from "./send";
import { missedBefore, windowEnd } from "./window";

export const SERIES_SWEEP = "series.sweep";
export const SERIES_SEND = "series.send";
export const SERIES_TELL = "series.tell";

type Send = Pick<JobRunner, "send">;

/** A day being sent that its job has not touched for this long lost its job. */
const STUCK_AFTER_MS = 5 * 60_000;

export const queueSeriesSends = (runner: Send, ids: readonly string[]) =>
  Promise.all(ids.map((occurrenceId) => runner.send(SERIES_SEND, { occurrenceId }, { singletonKey: occurrenceId })));

/** The sweep now rather than at its next schedule: a series just made, resumed or changed. */
export const queueSeriesSweep = (runner: Send) =>
  // Debounced, not dropped: a series made in the same 5 s as another gets a sweep of its own in the next slot.
  runner.send(SERIES_SWEEP, {}, { singletonKey: "series-sweep", singletonSeconds: 5, singletonNextSlot: true });

/**
 * The days of active series that have entered the provider's window at `now`, each queued to be
 * sent on its own (so one refused does not hold the others); days a crash left half-sent planned
 * again; planned days whose pickup came too close (a paused series) cancelled with why.
 */
export async function sweepSeries(db: Db, runner: Send, now = new Date(), realNow = new Date()) {
  const stuck = await replanStuck(db, new Date(realNow.getTime() - STUCK_AFTER_MS));
  const missed = await cancelMissed(db, missedBefore(realNow), messageRef("series.send.missed"));
  const due = await dueOccurrences(db, windowEnd(now));
  await queueSeriesSends(runner, due);
  return { due: due.length, stuck, missed };
}

/** Every quarter of an hour: a day enters the 60-day window at its own time of day. */
export const seriesSweepJob = (deps: { db: () => Promise<Db> }) =>
  defineJob({
    queue: SERIES_SWEEP,
    schedule: "*/15 * * * *",
    options: { policy: "singleton", retryLimit: 2, retryDelay: 30, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
    run: async (_job, runner) => sweepSeries(await deps.db(), runner),
  });

/** One day of a series booked (see sendOccurrence); a failed one tells the desk. Retried with backoff while the provider is busy. */
export const seriesSendJob = (deps: SendDeps & { db: () => Promise<Db> }) =>
  defineJob<{ occurrenceId: string }>({
    queue: SERIES_SEND,
    options: {
      policy: "exclusive",
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 900,
      expireInSeconds: 180,
      deleteAfterSeconds: 86_400,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    },
    work: { batchSize: 2 },
    run: async (job, runner) => {
      const outcome = await sendOccurrence(await deps.db(), deps, job.data.occurrenceId);
      if (outcome.kind === "failed") await queueSeriesTell(runner, job.data.occurrenceId);
      return outcome;
    },
  });

export const queueSeriesTell = (runner: Send, occurrenceId: string) => runner.send(SERIES_TELL, { occurrenceId }, { singletonKey: `tell-${occurrenceId}` });

/** Tells the agent and the desk's channels that a day of a series could not be booked. */
export const seriesTellJob = (deps: TellDeskDeps) =>
  defineJob<{ occurrenceId: string }>({
    queue: SERIES_TELL,
    options: { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    run: async (job) => tellDesk(deps, job.data.occurrenceId),
  });
