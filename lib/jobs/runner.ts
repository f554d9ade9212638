import "server-only";
import { log } from "@/lib/log";
import { PgBoss, fromPglite, type Job, type JobResult, type PGliteLike, type Queue, type SendOptions, type WorkOptions } from "pg-boss";

const logger = log.child({ module: "jobs" });

/** Where the jobs live: the app's own database, whichever engine it is. */
export type JobTarget = { engine: "postgres"; url: string } | { engine: "pglite"; client: PGliteLike };

/** One kind of background work: its queue, how it is retried, and what runs each job. */
export type JobDefinition<T extends object = object> = {
  queue: string;
  /** Retries, backoff, policy and expiry, as pg-boss takes them. A dead letter queue is added for every job. */
  options?: Omit<Queue, "name" | "deadLetter">;
  /** A cron expression (minute resolution) for work that recurs by itself. */
  schedule?: string;
  /**
   * How the queue's jobs are fetched. A batch's jobs run side by side, each succeeding or failing on its
   * own; while fetches come back full, the worker fetches again at once instead of waiting for its next poll.
   */
  work?: Pick<WorkOptions, "batchSize" | "pollingIntervalSeconds" | "localConcurrency">;
  run(job: Job<T>, runner: JobRunner): Promise<unknown>;
};

export const defineJob = <T extends object>(definition: JobDefinition<T>) => definition as unknown as JobDefinition;

export const deadLetterOf = (queue: string) => `${queue}.dead`;

export type RunnerState = "starting" | "running" | "failed" | "stopped";
export type RunnerStatus = { state: RunnerState; startedAt: Date | null; lastError: { message: string; at: Date } | null };

export type JobRunner = {
  readonly boss: PgBoss;
  readonly schema: string;
  readonly queues: string[];
  status(): RunnerStatus;
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  stop(): Promise<void>;
};

/**
 * A job whose process died mid-run (a crash, a kill, a restart) is taken back this long after its last
 * heartbeat, rather than after its whole expiry, on queues where a late run means a late or missed
 * message: a worker alive beats every half of it. pg-boss's minimum.
 */
export const HEARTBEAT_SECONDS = 10;
/** How often pg-boss looks for jobs past their heartbeat or expiry (its default, 60 s, would add up to a minute). */
const SUPERVISE_SECONDS = 10;

export type RunnerOptions = {
  /** The database schema pg-boss keeps its tables in. */
  schema?: string;
  /** How often idle workers look for new jobs, in seconds (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Run the workers; false only queues and schedules (a process that serves pages only). */
  work?: boolean;
  /** Name in pg-boss's instance registry. */
  instanceName?: string;
  onError?: (error: Error) => void;
};

/**
 * Starts pg-boss on the app's database and the workers of the given jobs. Queues, schedules,
 * retries with backoff, singletons and dead letters are pg-boss's; this only declares them. On
 * PostgreSQL several app processes share the work (each job is fetched by one of them); on PGlite
 * the one process runs through pg-boss's PGlite adapter on the app's own connection.
 */
export async function startJobRunner(target: JobTarget, jobs: JobDefinition[], options: RunnerOptions = {}): Promise<JobRunner> {
  const schema = options.schema ?? "pgboss";
  const boss =
    target.engine === "postgres"
      ? new PgBoss({
          connectionString: target.url,
          schema,
          max: 4,
          application_name: "ridedesk-jobs",
          instanceName: options.instanceName,
          superviseIntervalSeconds: SUPERVISE_SECONDS,
        })
      : new PgBoss({
          db: fromPglite(target.client),
          backend: "pglite",
          schema,
          instanceName: options.instanceName,
          superviseIntervalSeconds: SUPERVISE_SECONDS,
        });

  const status: RunnerStatus = { state: "starting", startedAt: null, lastError: null };
  boss.on("error", (error) => {
    status.lastError = { message: error.message, at: new Date() };
    (options.onError ?? ((e: Error) => logger.error({ err: e }, "the job runner failed")))(error);
  });

  try {
    await boss.start();
  } catch (e) {
    status.state = "failed";
    status.lastError = { message: e instanceof Error ? e.message : String(e), at: new Date() };
    throw e;
  }

  const runner: JobRunner = {
    boss,
    schema,
    queues: jobs.flatMap((j) => [j.queue, deadLetterOf(j.queue)]),
    status: () => ({ ...status }),
    send: (queue, data, sendOptions) => boss.send(queue, data, sendOptions ?? {}),
    async stop() {
      if (status.state === "stopped") return;
      status.state = "stopped";
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };

  for (const job of jobs) {
    const dead = deadLetterOf(job.queue);
    await ensureQueue(boss, dead, { retentionSeconds: 14 * 86_400, deleteAfterSeconds: 14 * 86_400 });
    await ensureQueue(boss, job.queue, { ...job.options, deadLetter: dead });
    if (job.schedule) await boss.schedule(job.queue, job.schedule, {}, { singletonKey: job.queue, missed: "once" });
  }
  if (options.work !== false) {
    for (const job of jobs) {
      const batchSize = job.work?.batchSize ?? 1;
      await boss.work<object>(
        job.queue,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          ...job.work,
          batchSize,
          burstWhenBatchFull: batchSize > 1,
          perJobResults: true as const,
        },
        (batch) => Promise.all(batch.map((one) => runOne(job, one, runner))),
      );
    }
  }
  status.state = "running";
  status.startedAt = new Date();
  return runner;
}

/** One job of a batch: its output when it succeeds, its failure (retried as the queue says) when it throws. */
async function runOne(job: JobDefinition, one: Job<object>, runner: JobRunner): Promise<JobResult> {
  try {
    const output = await job.run(one, runner);
    // Which process ran which job, for following work shared between processes (LOG_LEVEL=debug).
    logger.debug({ queue: job.queue, jobId: one.id }, "ran a job");
    return { id: one.id, status: "completed", output: output ?? null };
  } catch (e) {
    const error = e instanceof Error ? { name: e.name, message: e.message, stack: e.stack } : { message: String(e) };
    return { id: one.id, status: "failed", output: error };
  }
}

/** Creates the queue, or brings an existing one's options in line with the code's. */
async function ensureQueue(boss: PgBoss, name: string, options: Omit<Queue, "name">) {
  const existing = await boss.getQueue(name);
  if (!existing) return boss.createQueue(name, options);
  const { policy: _policy, partition: _partition, ...changeable } = options;
  await boss.updateQueue(name, changeable);
}
