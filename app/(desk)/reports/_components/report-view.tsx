"use client";

import dynamic from "next/dynamic";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { GROUP_NAMES, reportSearch, type ReportPageQuery } from "@/lib/reports/filters";
import type { LabelOption, ReportLine, RideView } from "@/lib/reports/types";
import { CorrectionDialog } from "./correction-dialog";
import { money, totalsByCurrency } from "@/lib/reports/figures";
import { ReportFilters } from "./report-filters";
import { ReportRides } from "./report-rides";
import { ReportTable } from "./report-table";

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
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, start] = useTransition();
  const [correcting, setCorrecting] = useState<RideView | null>(null);
  const href = (q: Partial<ReportPageQuery>) => {
    const search = reportSearch({ ...query, ...q });
    return search.size ? `${pathname}?${search}` : pathname;
  };
  const navigate = (next: Partial<ReportPageQuery>) => start(() => router.replace(href(next), { scroll: false }));

  const groupName = GROUP_NAMES[query.group];
  const totals = totalsByCurrency(lines);
  const priced = totals.filter((t): t is typeof t & { currency: string } => t.currency !== null && t.estimated + t.final > 0);
  const [chartCurrency, setChartCurrency] = useState<string | null>(null);
  const currency = priced.find((t) => t.currency === chartCurrency)?.currency ?? priced[0]?.currency ?? null;
  const corrected = lines.reduce((n, l) => n + l.corrected, 0);
  const cancelled = lines.reduce((n, l) => n + l.cancelled, 0);
  const notFound = lines.reduce((n, l) => n + l.notFound, 0);
  const exportSearch = reportSearch({ ...query, page: 1 });
  const exportHref = `/api/reports/export?${exportSearch}`;
  const xlsxHref = `/api/reports/export?${new URLSearchParams([...exportSearch, ["format", "xlsx"]])}`;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Reports</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            {isAdmin ? "Every booked ride" : "Rides of your requesters and the ones you booked"}, by pickup day in {zone}. Cancelled and not-found rides are counted apart, not in spend.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={xlsxHref} download className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
            Download .xlsx
          </a>
          <a href={exportHref} download className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
            Download CSV
          </a>
        </div>
      </header>

      {invalidFilters && <Alert tone="info">Some filters in the address were not valid, so this month is shown by label.</Alert>}
      <ReportFilters key={`${query.period}-${query.from}-${query.to}`} query={query} period={period} onChange={navigate} />

      <div aria-busy={pending || undefined} className={`space-y-6 transition-opacity ${pending ? "opacity-60" : ""}`}>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="report-summary">
          {totals.map((t) => (
            <div key={t.currency ?? "none"} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Estimated spend {t.currency ?? "(no price)"}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums">{money(t.estimated, t.currency)}</dd>
              <dd className="text-sm text-slate-600">
                {t.rides} {t.rides === 1 ? "ride" : "rides"}
                {t.finalRides > 0 && `; final ${money(t.final, t.currency)} for ${t.finalRides} priced (estimated ${money(t.estimatedWithFinal, t.currency)})`}
              </dd>
            </div>
          ))}
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Not in spend</dt>
            <dd className="mt-1 text-sm text-slate-700" data-testid="report-apart">
              {cancelled} cancelled (by rider or driver, or no show), {notFound} without a driver
            </dd>
          </div>
        </dl>

        <div className="space-y-1 text-sm text-slate-600" data-testid="report-notes">
          {corrected > 0 && <p>These figures include corrected values: {corrected} {corrected === 1 ? "ride" : "rides"} corrected.</p>}
          {uncounted > 0 && <p>{uncounted} {uncounted === 1 ? "booking" : "bookings"} the provider refused, or never confirmed, {uncounted === 1 ? "is" : "are"} not counted.</p>}
        </div>

        {lines.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600" data-testid="report-empty">
            No booked rides between {period.from} and {period.to}. Choose another period.
          </p>
        ) : (
          <>
            <section aria-labelledby="report-chart-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="report-chart-title" className="font-semibold">Spend by {groupName.toLowerCase()}</h2>
                {priced.length > 1 && (
                  <label className="flex items-center gap-2 text-sm">
                    Currency
                    <select className="rounded-md border border-slate-300 px-2 py-1" value={currency ?? ""} onChange={(e) => setChartCurrency(e.target.value)}>
                      {priced.map((t) => <option key={t.currency}>{t.currency}</option>)}
                    </select>
                  </label>
                )}
              </div>
              {currency ? <ReportChart lines={lines} currency={currency} group={query.group} groupName={groupName} /> : <p className="text-sm text-slate-600">No priced rides to chart.</p>}
            </section>
            <ReportTable lines={lines} group={query.group} groupName={groupName} />
          </>
        )}

        <section aria-labelledby="report-rides-title" className="space-y-3">
          <h2 id="report-rides-title" className="text-lg font-semibold">Rides</h2>
          <ReportRides rides={rides.rows} total={rides.total} page={rides.page} perPage={rides.perPage} pageHref={(page) => href({ page })} onCorrect={isAdmin ? setCorrecting : undefined} />
        </section>
      </div>

      {isAdmin && <CorrectionDialog ride={correcting} labels={labels} onClose={() => setCorrecting(null)} />}
    </div>
  );
}
