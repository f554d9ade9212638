import "server-only";
import type { PGliteLike, SendOptions } from "pg-boss";
import { db, type Db } from "@/lib/db";
import { env } from "@/lib/env";
import { startJobRunner, type JobDefinition, type JobRunner, type JobTarget } from "./runner";

const KEY = Symbol.for("ridedesk.jobs");
type Holder = { [KEY]?: Promise<JobRunner> };

/** pg-boss goes where the app's data is: the PostgreSQL database, or the PGlite connection itself. */
export function jobTargetOf(database: Db, databaseUrl: string | null): JobTarget {
  if (databaseUrl) return { engine: "postgres", url: databaseUrl };
  return { engine: "pglite", client: (database as unknown as { $client: PGliteLike }).$client };
}

/**
 * Starts the given jobs once per server process, after the database is migrated, then runs
 * `started` (best effort) with the new runner. The features' definitions come from the registry.
 */
export function startJobs(jobs: () => JobDefinition[], started?: (runner: JobRunner) => Promise<unknown>): Promise<JobRunner> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const starting = (async () => {
      const { databaseUrl, jobs: settings } = env();
      const runner = await startJobRunner(jobTargetOf(await db(), databaseUrl), jobs(), { work: settings.workers, instanceName: `ridedesk-${process.pid}` });
      await started?.(runner);
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
 * Queues a job on this process's runner, for features that ask for work to be done soon: null when
 * the jobs are not running. A failure to queue is the caller's to report.
 */
export async function send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null> {
  const runner = await jobRunner();
  return runner ? runner.send(queue, data, options) : null;
}
