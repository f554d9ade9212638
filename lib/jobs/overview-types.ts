/** The jobs overview as the admin screen reads it (dates as ISO strings). Isomorphic. */
export type JobsOverviewView = {
  runner: { state: "starting" | "running" | "failed" | "stopped" | "absent"; startedAt: string | null; lastError: { message: string; at: string } | null };
  queues: {
    name: string;
    dead: boolean;
    ready: number;
    deferred: number;
    active: number;
    failed: number;
    total: number;
    lastStartedAt: string | null;
    lastCompletedAt: string | null;
    lastFailedAt: string | null;
  }[];
  schedules: { queue: string; cron: string; timezone: string }[];
  failures: { queue: string; id: string; at: string | null; state: "retry" | "failed" | "dead"; retries: number; reason: string; data: unknown }[];
};
