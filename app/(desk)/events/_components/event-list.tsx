import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LocalTime } from "@/components/ui/local-time";
import type { BatchProgress, EventBatchStatus, EventRowStatus } from "@/lib/events/kinds";
import { rowTally } from "@/lib/events/row-tally";

export type EventListItem = {
  id: string;
  name: string;
  fileName: string | null;
  /** ISO instant. */
  createdAt: string;
  status: EventBatchStatus;
  progress: BatchProgress | null;
  /** Who made it, when it is not the reader. */
  creatorName: string | null;
  sheetRows: number;
  counts: Partial<Record<EventRowStatus, number>>;
};

const data = (chunks: ReactNode) => <span translate="no">{chunks}</span>;

const STATUS_TONE: Record<EventBatchStatus, string> = {
  checking: "bg-sky-50 text-sky-900",
  pricing: "bg-sky-50 text-sky-900",
  draft: "bg-amber-50 text-amber-900",
  booking: "bg-indigo-50 text-indigo-900",
  done: "bg-emerald-50 text-emerald-800",
};

/** The reader's events, newest first, each linking to its page. */
export function EventList({ events, caption }: { events: EventListItem[]; caption: string }) {
  const t = useTranslations("events.list");
  if (events.length === 0) {
    return (
      <p data-testid="events-empty" className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600">
        {t("empty")}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">{t("columns.event")}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t("columns.file")}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t("columns.uploaded")}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t("columns.status")}</th>
            <th scope="col" className="py-2 font-medium">{t("columns.rides")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {events.map((e) => (
            <tr key={e.id} data-testid="event-row" data-id={e.id}>
              <th scope="row" className="py-2 pr-4 font-normal">
                <Link href={`/events/${e.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline" translate="no">
                  {e.name}
                </Link>
                {e.creatorName && (
                  <span className="block text-xs text-slate-500">{t.rich("by", { name: e.creatorName, data })}</span>
                )}
              </th>
              <td className="max-w-[14rem] truncate py-2 pr-4 text-slate-600" translate="no" title={e.fileName ?? undefined}>
                {e.fileName}
              </td>
              <td className="whitespace-nowrap py-2 pr-4 text-slate-600">
                <LocalTime iso={e.createdAt} />
              </td>
              <td className="whitespace-nowrap py-2 pr-4">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[e.status]}`}>{t(`status.${e.status}`)}</span>
                {e.progress && (e.status === "checking" || e.status === "pricing") && (
                  <span className="ml-2 text-xs tabular-nums text-slate-500">{t("progress", { done: e.progress.done, total: e.progress.total })}</span>
                )}
              </td>
              <td className="py-2 text-slate-700">
                <RowTally counts={e.counts} sheetRows={e.sheetRows} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "18 booked · 2 need attention · 3 with errors"; the sheet's size while its rows are still being checked. */
function RowTally({ counts, sheetRows }: { counts: EventListItem["counts"]; sheetRows: number }) {
  const t = useTranslations("events.list");
  const groups = rowTally(counts);
  if (groups.length === 0) return <span className="tabular-nums">{t("rows", { count: sheetRows })}</span>;
  return (
    <span className="tabular-nums">
      {groups.map(({ group, count }, i) => (
        <span key={group}>
          {i > 0 && " · "}
          {t(`tally.${group}`, { count })}
        </span>
      ))}
    </span>
  );
}
