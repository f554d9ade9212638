import "server-only";
import type { JobsOverviewView } from "./overview-types";
import type { JobRunner, RunnerStatus } from "./runner";

export type QueueOverview = JobsOverviewView["queues"][number];
export type JobFailure = JobsOverviewView["failures"][number];
export type JobsOverview = Omit<JobsOverviewView, "runner"> & { runner: RunnerStatus };

type Row = Record<string, unknown>;
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** The error a failed job stored as its output, in one line. */
export function reasonOf(output: unknown): string {
  if (output && typeof output === "object") {
    const o = output as { message?: unknown; value?: unknown };
    if (typeof o.message === "string") return o.message;
    if (typeof o.value === "string") return o.value;
  }
  return typeof output === "string" ? output : JSON.stringify(output ?? "no reason recorded");
}

/**
 * What the jobs are doing, for admins: queue sizes, last runs, schedules and recent failures
 * with their reasons. Counts come from pg-boss; the times and reasons from its job table.
 */
export async function jobsOverview(runner: JobRunner, { failures = 20 } = {}): Promise<JobsOverview> {
  const sql = runner.boss.getDb();
  const table = `${runner.schema}.job`;
  const [queues, schedules, times, failed] = await Promise.all([
    runner.boss.getQueues(runner.queues),
    runner.boss.getSchedules(),
    sql.executeSql(
      `select name,
              max(started_on) as last_started,
              max(completed_on) filter (where state = 'completed') as last_completed,
              max(completed_on) filter (where state = 'failed') as last_failed
         from ${table} where name = any($1::text[]) group by name`,
      [runner.queues],
    ),
    sql.executeSql(
      `select name, id, state, retry_count, coalesce(completed_on, started_on, created_on) as at, output, source_output, data
         from ${table}
        where name = any($1::text[]) and (state in ('retry', 'failed') or (name like '%.dead' and source_output is not null))
        order by coalesce(completed_on, started_on, created_on) desc
        limit $2`,
      [runner.queues, failures],
    ),
  ]);
  const timesByName = new Map((times.rows as Row[]).map((r) => [r.name as string, r]));
  return {
    runner: runner.status(),
    queues: runner.queues.map((name) => {
      const q = queues.find((x) => x.name === name);
      const t = timesByName.get(name);
      return {
        name,
        dead: name.endsWith(".dead"),
        ready: q?.readyCount ?? 0,
        deferred: q?.deferredCount ?? 0,
        active: q?.activeCount ?? 0,
        failed: q?.failedCount ?? 0,
        total: q?.totalCount ?? 0,
        lastStartedAt: iso(t?.last_started),
        lastCompletedAt: iso(t?.last_completed),
        lastFailedAt: iso(t?.last_failed),
      };
    }),
    schedules: schedules.filter((s) => runner.queues.includes(s.name)).map((s) => ({ queue: s.name, cron: s.cron, timezone: s.timezone })),
    failures: (failed.rows as Row[]).map((r) => {
      const dead = (r.name as string).endsWith(".dead");
      return {
        queue: r.name as string,
        id: r.id as string,
        at: iso(r.at),
        state: dead ? "dead" : (r.state as "retry" | "failed"),
        retries: Number(r.retry_count ?? 0),
        reason: reasonOf(dead ? r.source_output : r.output),
        data: r.data,
      };
    }),
  };
}
