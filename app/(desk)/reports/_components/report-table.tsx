import type { ReportGroup } from "@/lib/reports/filters";
import type { ReportLine } from "@/lib/reports/types";
import { lineName, money, totalsByCurrency } from "@/lib/reports/figures";

const th = "px-3 py-2 text-right";
const td = "px-3 py-2 text-right tabular-nums";

/** Every figure of the report, the accessible version of the chart: one row per group and currency, totals per currency. */
export function ReportTable({ lines, group, groupName }: { lines: ReportLine[]; group: ReportGroup; groupName: string }) {
  const totals = totalsByCurrency(lines);
  const difference = (l: Pick<ReportLine, "final" | "estimatedWithFinal" | "finalRides" | "currency">) =>
    l.finalRides ? `${l.final >= l.estimatedWithFinal ? "+" : "−"}${money(Math.abs(l.final - l.estimatedWithFinal), l.currency)}` : "—";
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm" data-testid="report-table">
        <caption className="sr-only">Rides and spend by {groupName.toLowerCase()}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">{groupName}</th>
            <th scope="col" className="px-3 py-2 text-left">Currency</th>
            <th scope="col" className={th}>Rides</th>
            <th scope="col" className={th}>Estimated</th>
            <th scope="col" className={th}>Priced rides</th>
            <th scope="col" className={th}>Their estimate</th>
            <th scope="col" className={th}>Final price</th>
            <th scope="col" className={th}>Final − estimate</th>
            <th scope="col" className={th}>Cancelled</th>
            <th scope="col" className={th}>Not found</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((l, i) => (
            <tr key={`${l.key}-${l.currency}-${i}`} data-testid="report-line" data-key={l.key ?? ""}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {lineName(l, group)}
                {/* The hidden brackets keep the name and the count apart when read aloud: "Engineering (1 corrected)". */}
                {l.corrected > 0 && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-normal text-amber-900"><span className="sr-only"> (</span>{l.corrected} corrected<span className="sr-only">)</span></span>}
              </th>
              <td className="px-3 py-2">{l.currency ?? "No price"}</td>
              <td className={td}>{l.rides}</td>
              <td className={td}>{money(l.estimated, l.currency)}</td>
              <td className={td}>{l.finalRides}</td>
              <td className={td}>{l.finalRides ? money(l.estimatedWithFinal, l.currency) : "—"}</td>
              <td className={td}>{l.finalRides ? money(l.final, l.currency) : "—"}</td>
              <td className={td}>{difference(l)}</td>
              <td className={td}>{l.cancelled}</td>
              <td className={td}>{l.notFound}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">
          {totals.map((t) => (
            <tr key={t.currency ?? "none"} data-testid="report-total">
              <th scope="row" className="px-3 py-2 text-left">Total</th>
              <td className="px-3 py-2">{t.currency ?? "No price"}</td>
              <td className={td}>{t.rides}</td>
              <td className={td}>{money(t.estimated, t.currency)}</td>
              <td className={td}>{t.finalRides}</td>
              <td className={td}>{t.finalRides ? money(t.estimatedWithFinal, t.currency) : "—"}</td>
              <td className={td}>{t.finalRides ? money(t.final, t.currency) : "—"}</td>
              <td className={td}>{difference(t)}</td>
              <td className={td}>{t.cancelled}</td>
              <td className={td}>{t.notFound}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
