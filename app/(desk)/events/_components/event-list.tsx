import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LocalTime } from "@/components/ui/local-time";
import { Cell, EmptyState, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
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
    return <EmptyState data-testid="events-empty">{t("empty")}</EmptyState>;
  }
  return (
    <TableFrame>
      <Table caption={caption}>
        <TableHead>
          <HeaderCell>{t("columns.event")}</HeaderCell>
          <HeaderCell>{t("columns.file")}</HeaderCell>
          <HeaderCell>{t("columns.uploaded")}</HeaderCell>
          <HeaderCell>{t("columns.status")}</HeaderCell>
          <HeaderCell>{t("columns.rides")}</HeaderCell>
        </TableHead>
        <TableBody>
          {events.map((e) => (
            <tr key={e.id} data-testid="event-row" data-id={e.id}>
              <RowHeader plain>
                <Link href={`/events/${e.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline" translate="no">
                  {e.name}
                </Link>
                {e.creatorName && <span className="block text-xs text-slate-500">{t.rich("by", { name: e.creatorName, data })}</span>}
              </RowHeader>
              <Cell className="max-w-[14rem] truncate text-slate-600" translate="no" title={e.fileName ?? undefined}>
                {e.fileName}
              </Cell>
              <Cell className="whitespace-nowrap text-slate-600">
                <LocalTime iso={e.createdAt} />
              </Cell>
              <Cell className="whitespace-nowrap">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[e.status]}`}>{t(`status.${e.status}`)}</span>
                {e.progress && (e.status === "checking" || e.status === "pricing") && (
                  <span className="ml-2 text-xs tabular-nums text-slate-500">{t("progress", { done: e.progress.done, total: e.progress.total })}</span>
                )}
              </Cell>
              <Cell className="text-slate-700">
                <RowTally counts={e.counts} sheetRows={e.sheetRows} />
              </Cell>
            </tr>
          ))}
        </TableBody>
      </Table>
    </TableFrame>
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
