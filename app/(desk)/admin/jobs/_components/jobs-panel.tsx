"use client";

import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import type { JobsOverviewView } from "@/lib/jobs/overview-types";
import { jobsOverviewQuery } from "@/lib/jobs/query-options";
import { LocalTime } from "@/components/ui/local-time";

const QUEUE_NAMES: Record<string, string> = {
  "journey.refresh": "Journey reads",
  "journey.resume": "Journey follow-up",
  "labels.sync": "Label sync",
  "parcel.inbox": "Parcel notifications",
  "parcel.reconcile": "Parcel reconciliation reads",
  "parcel.sweep": "Parcel reconciliation sweep",
};

export const queueName = (name: string) => {
  const dead = name.endsWith(".dead");
  const base = dead ? name.slice(0, -".dead".length) : name;
  const words = QUEUE_NAMES[base] ?? base;
  return dead ? `${words}: gave up` : words;
};

const RUNNER_WORDS: Record<JobsOverviewView["runner"]["state"], { text: string; tone: "success" | "warning" | "error" }> = {
  running: { text: "Running", tone: "success" },
  starting: { text: "Starting", tone: "warning" },
  stopped: { text: "Stopped", tone: "error" },
  failed: { text: "Could not start", tone: "error" },
  absent: { text: "Not running in this server", tone: "error" },
};

const When = ({ iso }: { iso: string | null }) => (iso ? <LocalTime iso={iso} /> : <span className="text-slate-400">never</span>);
const cell = "px-3 py-2 text-right tabular-nums";

/** The background jobs at work: the runner, each queue's sizes and last runs, schedules, and recent failures with their reason. */
export function JobsPanel({ initial }: { initial: JobsOverviewView }) {
  const query = useQuery(jobsOverviewQuery(initial));
  const o = query.data ?? initial;
  const runner = RUNNER_WORDS[o.runner.state];
  return (
    <div className="space-y-6" data-testid="jobs-panel">
      {query.isError && <Alert tone="warning">The figures below may be out of date: {query.error instanceof Error ? query.error.message : "the server did not answer"}.</Alert>}
      <Alert tone={runner.tone} title={`Job runner: ${runner.text}`}>
        {o.runner.startedAt && (
          <p>
            Since <LocalTime iso={o.runner.startedAt} />.
          </p>
        )}
        {o.runner.lastError && (
          <p>
            Last problem, <LocalTime iso={o.runner.lastError.at} />: {o.runner.lastError.message}
          </p>
        )}
      </Alert>

      <Card title="Queues" description="Waiting jobs are due now; scheduled ones wait for their time (the next read of a journey).">
        {o.queues.length === 0 ? (
          <p className="text-sm text-slate-500">No queues: the job runner is not running.</p>
        ) : (
          <div className="-mx-3 overflow-x-auto">
            <table className="w-full min-w-[44rem] text-sm">
              <thead className="text-left text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="px-3 py-2 font-medium">Queue</th>
                  <th className="px-3 py-2 text-right font-medium">Waiting</th>
                  <th className="px-3 py-2 text-right font-medium">Scheduled</th>
                  <th className="px-3 py-2 text-right font-medium">Running</th>
                  <th className="px-3 py-2 text-right font-medium">Failed</th>
                  <th className="px-3 py-2 font-medium">Last run</th>
                  <th className="px-3 py-2 font-medium">Last failure</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {o.queues.map((q) => (
                  <tr key={q.name} data-queue={q.name}>
                    <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                      {queueName(q.name)}
                      <span className="block font-mono text-xs font-normal text-slate-400">{q.name}</span>
                    </th>
                    <td className={cell}>{q.ready}</td>
                    <td className={cell}>{q.deferred}</td>
                    <td className={cell}>{q.active}</td>
                    <td className={`${cell} ${q.failed ? "font-semibold text-rose-700" : ""}`}>{q.failed}</td>
                    <td className="px-3 py-2">
                      <When iso={q.lastCompletedAt ?? q.lastStartedAt} />
                    </td>
                    <td className="px-3 py-2">
                      <When iso={q.lastFailedAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      {o.schedules.length > 0 && (
        <Card title="Schedules">
          <ul className="space-y-1 text-sm">
            {o.schedules.map((s) => (
              <li key={s.queue}>
                <span className="font-medium text-slate-900">{queueName(s.queue)}</span>: <code className="rounded bg-slate-100 px-1 font-mono text-xs">{s.cron}</code> ({s.timezone})
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Card title="Recent failures" description="A failed job is tried again with growing delays; after its last try it moves to its queue's dead letters.">
        {o.failures.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid="no-job-failures">
            No failures kept. Failed jobs are kept for two weeks.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" data-testid="job-failures">
            {o.failures.map((f) => (
              <li key={f.id} className="py-2">
                <p className="flex flex-wrap gap-x-2 text-slate-500">
                  <When iso={f.at} />
                  <span>·</span>
                  <span className="font-medium text-slate-900">{queueName(f.queue)}</span>
                  <span>·</span>
                  <span>{f.state === "retry" ? `will be tried again (tried ${f.retries + 1}×)` : f.state === "dead" ? "gave up" : `failed after ${f.retries + 1} tries`}</span>
                </p>
                <p className="mt-0.5 break-words text-slate-900">{f.reason}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
