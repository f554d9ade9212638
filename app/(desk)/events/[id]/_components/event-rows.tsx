"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { acceptEventPricesAction } from "@/app/(desk)/events/actions";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { EmptyState, HeaderCell, Table, TableFrame, TableHead } from "@/components/ui/table";
import { groupsOf, ROW_FILTERS, ROWS_PER_PAGE, rowsToShow, rowsTyping, type RowFilter } from "@/lib/events/summary";
import type { EventView } from "@/lib/events/view";
import { EventRow } from "./event-row";
import { SameRidesNotice } from "./same-rides-notice";
import { eventKeys } from "@/lib/events/query-options";

/** The table's filter, group and page, from the URL (so a view can be shared and the back button steps through it). */
function useRowsUrl() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const show = params.get("show");
  const filter: RowFilter = (ROW_FILTERS as readonly string[]).includes(show ?? "") ? (show as RowFilter) : "all";
  const group = params.get("group");
  const page = Number(params.get("page") ?? 1);
  const change = (patch: { show?: RowFilter; group?: string | null; page?: number }) => {
    const next = new URLSearchParams(params.toString());
    const set = (k: string, v: string | null | undefined) => (v ? next.set(k, v) : next.delete(k));
    if ("show" in patch) set("show", patch.show === "all" ? null : patch.show);
    if ("group" in patch) set("group", patch.group);
    // A new filter starts at its first page.
    set("page", patch.page && patch.page > 1 ? String(patch.page) : null);
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  return { filter, group, page, change };
}

/** The event's rows: filtered, a hundred a page, and the rows waiting at a new price booked at it together. */
export function EventRows({ view }: { view: EventView }) {
  const t = useTranslations("events");
  const groupId = useId();
  const { filter, group, page, change } = useRowsUrl();
  const groups = useMemo(() => groupsOf(view.rows), [view.rows]);
  const shown = useMemo(
    () => rowsToShow(view.rows, { filter, group: group && groups.includes(group) ? group : null, page }),
    [view.rows, filter, group, groups, page],
  );
  const sameText = (typed: string) => rowsTyping(view.rows, typed);
  const waiting = view.rows.filter((r) => r.status === "waiting_price");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = waiting.filter((r) => selected.has(r.id)).map((r) => r.id);
  const { run, pending, problem } = useAction(acceptEventPricesAction, { invalidate: [eventKeys.one(view.batch.id)], onSuccess: () => setSelected(new Set()) });
  const booking = view.batch.status === "booking";
  const first = (shown.page - 1) * ROWS_PER_PAGE + 1;

  const accept = () => void run({ batchId: view.batch.id, rowIds: chosen });

  return (
    <section aria-labelledby="event-rows-title" className="space-y-3" data-testid="event-rows">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="event-rows-title" className="text-lg font-semibold text-slate-900">
          {t("batch.rows.title")}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div role="group" aria-label={t("batch.rows.filter")} className="inline-flex overflow-hidden rounded-md border border-slate-300">
            {ROW_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => change({ show: f, group })}
                className={`px-3 py-1.5 text-sm font-medium ${filter === f ? "bg-brand-700 text-white" : "bg-white text-slate-800 hover:bg-slate-50"}`}
              >
                {t(`batch.rows.filters.${f}`)}
              </button>
            ))}
          </div>
          {groups.length > 0 && (
            <div>
              <label htmlFor={groupId} className="block text-xs font-medium text-slate-600">
                {t("batch.rows.group")}
              </label>
              <Select id={groupId} value={group ?? ""} onChange={(e) => change({ show: filter, group: e.target.value || null })} className="py-1.5">
                <option value="">{t("batch.rows.anyGroup")}</option>
                {groups.map((g) => (
                  <option key={g} value={g} translate="no">
                    {g}
                  </option>
                ))}
              </Select>
            </div>
          )}
        </div>
      </div>

      <SameRidesNotice view={view} />

      {waiting.length > 0 && (
        <div
          className="flex flex-wrap items-center gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="waiting-prices"
        >
          <p className="flex-1">{t("batch.price.waiting", { count: waiting.length })}</p>
          <Button type="button" size="sm" variant="secondary" onClick={() => setSelected(new Set(waiting.map((r) => r.id)))}>
            {t("batch.price.selectAll")}
          </Button>
          <Button type="button" size="sm" busy={pending} disabled={chosen.length === 0} onClick={accept}>
            {t("batch.price.book", { count: chosen.length })}
          </Button>
          {problem && (
            <p role="alert" className="w-full text-rose-700">
              {problem}
            </p>
          )}
        </div>
      )}

      <TableFrame bordered>
        <Table
          caption={t("batch.rows.caption", { from: shown.total ? first : 0, to: first + shown.rows.length - 1, total: shown.total })}
          className="min-w-[56rem]"
        >
          <TableHead shaded caps={false}>
            {(["row", "group", "guest", "route", "time", "product", "price", "status"] as const).map((c) => (
              <HeaderCell key={c} align={c === "price" ? "right" : "left"}>
                {t(`batch.rows.columns.${c}`)}
              </HeaderCell>
            ))}
          </TableHead>
          {shown.rows.map((row) => (
            <EventRow
              key={row.id}
              row={row}
              batchId={view.batch.id}
              columns={view.columns}
              sameText={sameText}
              booking={booking}
              selected={selected.has(row.id)}
              onSelect={(on) =>
                setSelected((s) => {
                  const n = new Set(s);
                  if (on) n.add(row.id);
                  else n.delete(row.id);
                  return n;
                })
              }
            />
          ))}
        </Table>
        {shown.total === 0 && (
          <EmptyState inFrame data-testid="event-rows-empty">
            {t("batch.rows.none")}
          </EmptyState>
        )}
      </TableFrame>

      {shown.pages > 1 && (
        <nav aria-label={t("batch.rows.pages")} className="flex items-center justify-between gap-3 text-sm">
          <Button type="button" size="sm" variant="secondary" disabled={shown.page <= 1} onClick={() => change({ show: filter, group, page: shown.page - 1 })}>
            {t("batch.rows.previous")}
          </Button>
          <span aria-live="polite">{t("batch.rows.page", { from: first, to: first + shown.rows.length - 1, total: shown.total })}</span>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={shown.page >= shown.pages}
            onClick={() => change({ show: filter, group, page: shown.page + 1 })}
          >
            {t("batch.rows.next")}
          </Button>
        </nav>
      )}
    </section>
  );
}
