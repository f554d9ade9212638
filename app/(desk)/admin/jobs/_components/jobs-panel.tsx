"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import type { JobsOverviewView } from "@/lib/jobs/overview-types";
import { jobsOverviewQuery } from "@/lib/jobs/query-options";
import { LocalTime } from "@/components/ui/local-time";
import { Cell, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";

/** The queues with words of their own (queues.<key>); any other shows by its name. */
const QUEUE_KEYS = {
  "journey.refresh": "journeyRefresh",
  "journey.resume": "journeyResume",
  "labels.sync": "labelsSync",
  "parcel.inbox": "parcelInbox",
  "parcel.reconcile": "parcelReconcile",
  "parcel.sweep": "parcelSweep",
  "sales.journey": "salesJourney",
  "sales.sweep": "salesSweep",
} as const;

/** A queue's name in words; a dead-letter queue (name.dead) is its queue's "gave up". */
function useQueueName() {
  const t = useTranslations("jobs.queues");
  return (name: string) => {
    const dead = name.endsWith(".dead");
    const base = dead ? name.slice(0, -".dead".length) : name;
    const key = (QUEUE_KEYS as Record<string, (typeof QUEUE_KEYS)[keyof typeof QUEUE_KEYS]>)[base];
    const words = key ? t(key) : <span translate="no">{base}</span>;
    return dead ? t.rich("dead", { queue: () => words }) : words;
  };
}

const RUNNER_TONES: Record<JobsOverviewView["runner"]["state"], "success" | "warning" | "error"> = {
  running: "success",
  starting: "warning",
  stopped: "error",
  failed: "error",
  absent: "error",
};

function When({ iso }: { iso: string | null }) {
  const t = useTranslations("jobs");
  return iso ? <LocalTime iso={iso} /> : <span className="text-slate-500">{t("never")}</span>;
}

/** The background jobs at work: the runner, each queue's sizes and last runs, schedules, and recent failures with their reason. */
export function JobsPanel({ initial }: { initial: JobsOverviewView }) {
  const t = useTranslations("jobs");
  const queueName = useQueueName();
  const query = useQuery(jobsOverviewQuery(initial));
  const o = query.data ?? initial;
  const data = (chunks: React.ReactNode) => <span translate="no">{chunks}</span>;
  return (
    <div className="space-y-6" data-testid="jobs-panel">
      {query.isError && (
        <Alert tone="warning">{query.error instanceof Error ? t.rich("staleBecause", { reason: query.error.message, data }) : t("stale")}</Alert>
      )}
      <Alert tone={RUNNER_TONES[o.runner.state]} title={t("runner.title", { state: o.runner.state })}>
        {o.runner.startedAt && <p>{t.rich("runner.since", { time: () => <LocalTime iso={o.runner.startedAt!} /> })}</p>}
        {o.runner.lastError && (
          <p>{t.rich("runner.lastProblem", { message: o.runner.lastError.message, data, time: () => <LocalTime iso={o.runner.lastError!.at} /> })}</p>
        )}
      </Alert>

      <Card title={t("queuesCard.title")} description={t("queuesCard.description")}>
        {o.queues.length === 0 ? (
          <p className="text-sm text-slate-500">{t("queuesCard.none")}</p>
        ) : (
          <TableFrame className="-mx-3">
            <Table caption={t("queuesCard.title")} className="min-w-[44rem]">
              <TableHead>
                <HeaderCell>{t("queuesCard.queue")}</HeaderCell>
                <HeaderCell align="right">{t("queuesCard.waiting")}</HeaderCell>
                <HeaderCell align="right">{t("queuesCard.scheduled")}</HeaderCell>
                <HeaderCell align="right">{t("queuesCard.running")}</HeaderCell>
                <HeaderCell align="right">{t("queuesCard.failed")}</HeaderCell>
                <HeaderCell>{t("queuesCard.lastRun")}</HeaderCell>
                <HeaderCell>{t("queuesCard.lastFailure")}</HeaderCell>
              </TableHead>
              <TableBody>
                {o.queues.map((q) => (
                  <tr key={q.name} data-queue={q.name}>
                    <RowHeader>
                      {queueName(q.name)}
                      <span className="block font-mono text-xs font-normal text-slate-500" translate="no">
                        {q.name}
                      </span>
                    </RowHeader>
                    <Cell numeric>{q.ready}</Cell>
                    <Cell numeric>{q.deferred}</Cell>
                    <Cell numeric>{q.active}</Cell>
                    <Cell numeric className={q.failed ? "font-semibold text-rose-700" : undefined}>
                      {q.failed}
                    </Cell>
                    <Cell>
                      <When iso={q.lastCompletedAt ?? q.lastStartedAt} />
                    </Cell>
                    <Cell>
                      <When iso={q.lastFailedAt} />
                    </Cell>
                  </tr>
                ))}
              </TableBody>
            </Table>
          </TableFrame>
        )}
      </Card>

      {o.schedules.length > 0 && (
        <Card title={t("schedules")}>
          <ul className="space-y-1 text-sm">
            {o.schedules.map((s) => (
              <li key={s.queue}>
                <span className="font-medium text-slate-900">{queueName(s.queue)}</span>:{" "}
                <code className="rounded bg-slate-100 px-1 font-mono text-xs" translate="no">
                  {s.cron}
                </code>{" "}
                (<span translate="no">{s.timezone}</span>)
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Card title={t("failures.title")} description={t("failures.description")}>
        {o.failures.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid="no-job-failures">
            {t("failures.none")}
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
                  <span>{t("failures.state", { state: f.state, tries: f.retries + 1 })}</span>
                </p>
                <p className="mt-0.5 break-words text-slate-900" translate="no">
                  {f.reason}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
