import "server-only";
import { jobRunner } from "./index";
import type { JobsOverviewView } from "./overview-types";
import { jobsOverview } from "./status";

/** The admin screen's view of the jobs; an absent runner is reported, not thrown. */
export async function jobsOverviewView(): Promise<JobsOverviewView> {
  const runner = await jobRunner();
  if (!runner) return { runner: { state: "absent", startedAt: null, lastError: null }, queues: [], schedules: [], failures: [] };
  const o = await jobsOverview(runner);
  return {
    ...o,
    runner: {
      state: o.runner.state,
      startedAt: o.runner.startedAt?.toISOString() ?? null,
      lastError: o.runner.lastError ? { message: o.runner.lastError.message, at: o.runner.lastError.at.toISOString() } : null,
    },
  };
}
