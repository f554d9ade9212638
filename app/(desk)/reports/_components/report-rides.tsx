"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ActionsHeader, Cell, EmptyState, HeaderCell, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
import { INTL_TAG } from "@/lib/locales";
import { zoneName } from "@/lib/journeys/board-format";
import type { RideView } from "@/lib/reports/types";
import { money } from "@/lib/reports/figures";
import { rideStateText, type RideState } from "@/lib/reports/ride-state";

/** A ride's state in the reader's words, or the provider's code as it came when the desk has none. */
function StateWords({ state }: { state: RideState }) {
  const states = useTranslations("states");
  const reports = useTranslations("reports");
  const text = rideStateText(state, { states, reports });
  return "code" in state ? <span translate="no">{text}</span> : <>{text}</>;
}

/** The rides behind the figures, one server page at a time; admins correct a ride's reason or label from here. */
export function ReportRides({
  rides,
  total,
  page,
  perPage,
  pageHref,
  onCorrect,
}: {
  rides: RideView[];
  total: number;
  page: number;
  perPage: number;
  pageHref: (page: number) => string;
  onCorrect?: (ride: RideView) => void;
}) {
  const t = useTranslations("reports.rides");
  const tag = INTL_TAG[useLocale()];
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total === 0) return <EmptyState className="bg-white">{t("empty")}</EmptyState>;
  return (
    <div className="space-y-3">
      <TableFrame bordered>
        <Table caption={t("caption")} data-testid="report-rides">
          <TableHead shaded>
            <HeaderCell>{t("pickup")}</HeaderCell>
            <HeaderCell>{t("rider")}</HeaderCell>
            <HeaderCell>{t("requesterAgent")}</HeaderCell>
            <HeaderCell>{t("label")}</HeaderCell>
            <HeaderCell>{t("reason")}</HeaderCell>
            <HeaderCell align="right">{t("estimated")}</HeaderCell>
            <HeaderCell align="right">{t("final")}</HeaderCell>
            <HeaderCell>{t("state")}</HeaderCell>
            {onCorrect && <ActionsHeader label={t("actions")} />}
          </TableHead>
          <TableBody top>
            {rides.map((r) => (
              <tr key={r.id} data-testid="report-ride" data-ride={r.id}>
                <Cell className="whitespace-nowrap">
                  <time dateTime={r.pickupIso}>{r.pickupLocal}</time>
                  <span className="block text-xs text-slate-500">{t("zoneTime", { zone: zoneName(r.zone) })}</span>
                </Cell>
                <Cell>
                  <span translate="no">{r.riderName}</span>
                  <span className="block max-w-56 truncate text-xs text-slate-500" title={r.route} translate="no">
                    {r.route}
                  </span>
                </Cell>
                <Cell data-testid="report-ride-requester">
                  {/* One line each, however long the names: the whole name is in the title. */}
                  <span className="block max-w-48 truncate" title={r.requester} translate="no">
                    {r.requester}
                  </span>
                  <span className="block max-w-48 truncate text-xs text-slate-500" title={r.agent ?? undefined} translate="no">
                    {r.agent ?? "—"}
                  </span>
                </Cell>
                <Cell>
                  {(r.labelName ?? r.labelSlug) ? <span translate="no">{r.labelName ?? r.labelSlug}</span> : <span className="text-slate-500">—</span>}
                  {r.labelSlug && (
                    <span className="block font-mono text-xs text-slate-500" translate="no">
                      {r.labelSlug}
                    </span>
                  )}
                </Cell>
                <Cell className="max-w-56">
                  {r.reason !== null ? <span translate="no">{r.reason}</span> : <span className="text-slate-500">—</span>}
                  {r.corrected && (
                    <span className="mt-1 block w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                      <span className="sr-only"> (</span>
                      {t("corrected")}
                      <span className="sr-only">)</span>
                    </span>
                  )}
                  {r.outsideRules.length > 0 && (
                    <span className="mt-1 block w-fit rounded bg-violet-100 px-1.5 py-0.5 text-xs text-violet-900">
                      <span className="sr-only"> (</span>
                      {t("outsideRules", { rules: r.outsideRules.map((rule) => t(`rule.${rule as "maxPrice"}`)).join(", ") })}
                      <span className="sr-only">)</span>
                    </span>
                  )}
                </Cell>
                <Cell numeric className="whitespace-nowrap">
                  {r.estimated === null ? "—" : money(r.estimated, r.currency, tag)}
                </Cell>
                <Cell numeric className="whitespace-nowrap">
                  {r.final === null ? "—" : money(r.final, r.currency, tag)}
                </Cell>
                <Cell className="whitespace-nowrap">
                  <StateWords state={r.state} />
                </Cell>
                {onCorrect && (
                  <Cell>
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      onClick={() => onCorrect(r)}
                      aria-label={t("correctLabel", { rider: r.riderName, pickup: r.pickupLocal })}
                    >
                      {t("correct")}
                    </Button>
                  </Cell>
                )}
              </tr>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
      <nav aria-label={t("pages")} className="flex items-center justify-between text-sm text-slate-600">
        <span>{t("range", { first: (page - 1) * perPage + 1, last: Math.min(page * perPage, total), total })}</span>
        <span className="flex gap-2">
          {page > 1 ? (
            <Link className="rounded-md border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50" href={pageHref(page - 1)} scroll={false}>
              {t("newer")}
            </Link>
          ) : null}
          {page < pages ? (
            <Link className="rounded-md border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50" href={pageHref(page + 1)} scroll={false}>
              {t("older")}
            </Link>
          ) : null}
        </span>
      </nav>
    </div>
  );
}
