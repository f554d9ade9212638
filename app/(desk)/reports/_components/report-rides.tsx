"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
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
  if (total === 0) return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">{t("empty")}</p>;
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm" data-testid="report-rides">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2">{t("pickup")}</th>
              <th scope="col" className="px-3 py-2">{t("rider")}</th>
              <th scope="col" className="px-3 py-2">{t("requesterAgent")}</th>
              <th scope="col" className="px-3 py-2">{t("label")}</th>
              <th scope="col" className="px-3 py-2">{t("reason")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("estimated")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("final")}</th>
              <th scope="col" className="px-3 py-2">{t("state")}</th>
              {onCorrect && <th scope="col" className="px-3 py-2"><span className="sr-only">{t("actions")}</span></th>}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {rides.map((r) => (
              <tr key={r.id} data-testid="report-ride" data-ride={r.id}>
                <td className="whitespace-nowrap px-3 py-2">
                  <time dateTime={r.pickupIso}>{r.pickupLocal}</time>
                  <span className="block text-xs text-slate-500">{t("zoneTime", { zone: zoneName(r.zone) })}</span>
                </td>
                <td className="px-3 py-2">
                  <span translate="no">{r.riderName}</span>
                  <span className="block max-w-56 truncate text-xs text-slate-500" title={r.route} translate="no">{r.route}</span>
                </td>
                <td className="px-3 py-2" data-testid="report-ride-requester">
                  {/* One line each, however long the names: the whole name is in the title. */}
                  <span className="block max-w-48 truncate" title={r.requester} translate="no">{r.requester}</span>
                  <span className="block max-w-48 truncate text-xs text-slate-500" title={r.agent ?? undefined} translate="no">{r.agent ?? "—"}</span>
                </td>
                <td className="px-3 py-2">
                  {(r.labelName ?? r.labelSlug) ? <span translate="no">{r.labelName ?? r.labelSlug}</span> : <span className="text-slate-500">—</span>}
                  {r.labelSlug && <span className="block font-mono text-xs text-slate-500" translate="no">{r.labelSlug}</span>}
                </td>
                <td className="max-w-56 px-3 py-2">
                  {r.reason !== null ? <span translate="no">{r.reason}</span> : <span className="text-slate-500">—</span>}
                  {r.corrected && <span className="mt-1 block w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900"><span className="sr-only"> (</span>{t("corrected")}<span className="sr-only">)</span></span>}
                  {r.outsideRules.length > 0 && (
                    <span className="mt-1 block w-fit rounded bg-violet-100 px-1.5 py-0.5 text-xs text-violet-900">
                      <span className="sr-only"> (</span>
                      {t("outsideRules", { rules: r.outsideRules.map((rule) => t(`rule.${rule as "maxPrice"}`)).join(", ") })}
                      <span className="sr-only">)</span>
                    </span>
                  )}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{r.estimated === null ? "—" : money(r.estimated, r.currency, tag)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{r.final === null ? "—" : money(r.final, r.currency, tag)}</td>
                <td className="whitespace-nowrap px-3 py-2"><StateWords state={r.state} /></td>
                {onCorrect && (
                  <td className="px-3 py-2">
                    <Button type="button" size="sm" variant="secondary" onClick={() => onCorrect(r)} aria-label={t("correctLabel", { rider: r.riderName, pickup: r.pickupLocal })}>
                      {t("correct")}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label={t("pages")} className="flex items-center justify-between text-sm text-slate-600">
        <span>
          {t("range", { first: (page - 1) * perPage + 1, last: Math.min(page * perPage, total), total })}
        </span>
        <span className="flex gap-2">
          {page > 1 ? <Link className="rounded-md border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50" href={pageHref(page - 1)} scroll={false}>{t("newer")}</Link> : null}
          {page < pages ? <Link className="rounded-md border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50" href={pageHref(page + 1)} scroll={false}>{t("older")}</Link> : null}
        </span>
      </nav>
    </div>
  );
}
