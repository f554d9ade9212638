"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { INTL_TAG } from "@/lib/locales";
import { reportSearch, type ReportPageQuery } from "@/lib/reports/filters";
import type { LabelOption, ReportLine, RideView } from "@/lib/reports/types";
import { CorrectionDialog } from "./correction-dialog";
import { money, totalsByCurrency } from "@/lib/reports/figures";
import { ReportFilters } from "./report-filters";
import { zoneName } from "@/lib/journeys/board-format";
import { ReportRides } from "./report-rides";
import { ReportTable } from "./report-table";
import type { ApprovalsReport } from "@/lib/reports/approvals-queries";
import { ReportApprovals } from "./report-approvals";

// The chart library is loaded on this page only, after the figures (the table carries them all meanwhile).
const ReportChart = dynamic(() => import("./report-chart"), {
  ssr: false,
  loading: () => <div aria-hidden className="h-48 animate-pulse rounded-lg bg-slate-100" />,
});

export function ReportView({
  query,
  invalidFilters,
  period,
  zone,
  lines,
  uncounted,
  rides,
  isAdmin,
  labels,
  approvals = null,
}: {
  query: ReportPageQuery;
  invalidFilters: boolean;
  period: { from: string; to: string };
  zone: string;
  lines: ReportLine[];
  uncounted: number;
  rides: { rows: RideView[]; total: number; perPage: number; page: number };
  isAdmin: boolean;
  labels: LabelOption[];
  /** The period's approvals; shown once any ride asked for one. */
  approvals?: ApprovalsReport | null;
}) {
  const t = useTranslations("reports");
  const tag = INTL_TAG[useLocale()];
  const format = useFormatter();
  const router = useRouter();
  const pathname = usePathname();
  const [pending, start] = useTransition();
  const [correcting, setCorrecting] = useState<RideView | null>(null);
  const href = (q: Partial<ReportPageQuery>) => {
    const search = reportSearch({ ...query, ...q });
    return search.size ? `${pathname}?${search}` : pathname;
  };
  const navigate = (next: Partial<ReportPageQuery>) => start(() => router.replace(href(next), { scroll: false }));
  /** A day of the period (YYYY-MM-DD) as the reader's language writes it. */
  const day = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });

  const totals = totalsByCurrency(lines);
  const priced = totals.filter((p): p is typeof p & { currency: string } => p.currency !== null && p.estimated + p.final > 0);
  const [chartCurrency, setChartCurrency] = useState<string | null>(null);
  const currency = priced.find((p) => p.currency === chartCurrency)?.currency ?? priced[0]?.currency ?? null;
  const corrected = lines.reduce((n, l) => n + l.corrected, 0);
  const outsideRules = lines.reduce((n, l) => n + l.outsideRules, 0);
  const cancelled = lines.reduce((n, l) => n + l.cancelled, 0);
  const notFound = lines.reduce((n, l) => n + l.notFound, 0);
  const exportSearch = reportSearch({ ...query, page: 1 });
  const exportHref = `/api/reports/export?${exportSearch}`;
  const xlsxHref = `/api/reports/export?${new URLSearchParams([...exportSearch, ["format", "xlsx"]])}`;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            {isAdmin ? t("intro.all", { zone: zoneName(zone) }) : t("intro.own", { zone: zoneName(zone) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isAdmin && (
            <Link
              href="/reports/reconciliation"
              className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              {t("reconciliationLink")}
            </Link>
          )}
          <a
            href={xlsxHref}
            download
            className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t("downloadXlsx")}
          </a>
          <a
            href={exportHref}
            download
            className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t("downloadCsv")}
          </a>
        </div>
      </header>

      {invalidFilters && <Alert tone="info">{t("invalidFilters")}</Alert>}
      <ReportFilters key={`${query.period}-${query.from}-${query.to}`} query={query} period={period} onChange={navigate} />

      <div aria-busy={pending || undefined} className={`space-y-6 transition-opacity ${pending ? "opacity-60" : ""}`}>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="report-summary">
          {totals.map((total) => (
            <div key={total.currency ?? "none"} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                {total.currency ? t("summary.spend", { currency: total.currency }) : t("summary.spendNoPrice")}
              </dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums">{money(total.estimated, total.currency, tag)}</dd>
              <dd className="text-sm text-slate-600">
                {total.finalRides > 0
                  ? t("summary.ridesWithFinal", {
                      rides: total.rides,
                      final: money(total.final, total.currency, tag),
                      priced: total.finalRides,
                      estimated: money(total.estimatedWithFinal, total.currency, tag),
                    })
                  : t("summary.rides", { rides: total.rides })}
              </dd>
            </div>
          ))}
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("summary.apartTitle")}</dt>
            <dd className="mt-1 text-sm text-slate-700" data-testid="report-apart">
              {t("summary.apart", { cancelled, notFound })}
            </dd>
          </div>
        </dl>

        <div className="space-y-1 text-sm text-slate-600" data-testid="report-notes">
          {corrected > 0 && <p>{t("notes.corrected", { count: corrected })}</p>}
          {outsideRules > 0 && <p>{t("notes.outsideRules", { count: outsideRules })}</p>}
          {uncounted > 0 && <p>{t("notes.uncounted", { count: uncounted })}</p>}
        </div>

        {lines.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600" data-testid="report-empty">
            {t.rich("empty", {
              fromDay: day(period.from),
              toDay: day(period.to),
              from: (chunks) => <time dateTime={period.from}>{chunks}</time>,
              to: (chunks) => <time dateTime={period.to}>{chunks}</time>,
            })}
          </p>
        ) : (
          <>
            <section aria-labelledby="report-chart-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="report-chart-title" className="font-semibold">
                  {t("chart.title", { group: query.group })}
                </h2>
                {priced.length > 1 && (
                  <label className="flex items-center gap-2 text-sm">
                    {t("chart.currency")}
                    <select
                      className="rounded-md border border-slate-300 px-2 py-1"
                      translate="no"
                      value={currency ?? ""}
                      onChange={(e) => setChartCurrency(e.target.value)}
                    >
                      {priced.map((p) => (
                        <option key={p.currency}>{p.currency}</option>
                      ))}
                    </select>
                  </label>
                )}
              </div>
              {currency ? (
                <ReportChart lines={lines} currency={currency} group={query.group} />
              ) : (
                <p className="text-sm text-slate-600">{t("chart.noPriced")}</p>
              )}
            </section>
            <ReportTable lines={lines} group={query.group} />
          </>
        )}

        {approvals && approvals.asked > 0 && <ReportApprovals report={approvals} />}

        <section aria-labelledby="report-rides-title" className="space-y-3">
          <h2 id="report-rides-title" className="text-lg font-semibold">
            {t("rides.title")}
          </h2>
          <ReportRides
            rides={rides.rows}
            total={rides.total}
            page={rides.page}
            perPage={rides.perPage}
            pageHref={(page) => href({ page })}
            onCorrect={isAdmin ? setCorrecting : undefined}
          />
        </section>
      </div>

      {isAdmin && <CorrectionDialog ride={correcting} labels={labels} onClose={() => setCorrecting(null)} />}
    </div>
  );
}
