"use client";

import { useLocale, useTranslations } from "next-intl";
import { INTL_TAG } from "@/lib/locales";
import type { ReportGroup } from "@/lib/reports/filters";
import type { ReportLine } from "@/lib/reports/types";
import { lineLabel, money, totalsByCurrency, type FigureWords } from "@/lib/reports/figures";

const th = "px-3 py-2 text-right";
const td = "px-3 py-2 text-right tabular-nums";

/** A group's name: a month as a <time>, a name as it came (never translated), or the reader's words for no value. */
function LineName({ line, group, words }: { line: ReportLine; group: ReportGroup; words: FigureWords }) {
  const { text, kind } = lineLabel(line, group, words);
  if (kind === "month") return <time dateTime={line.key!}>{text}</time>;
  return kind === "data" ? <span translate="no">{text}</span> : <>{text}</>;
}

/** Every figure of the report, the accessible version of the chart: one row per group and currency, totals per currency. */
export function ReportTable({ lines, group }: { lines: ReportLine[]; group: ReportGroup }) {
  const t = useTranslations("reports");
  const tag = INTL_TAG[useLocale()];
  const words: FigureWords = { t, tag };
  const totals = totalsByCurrency(lines);
  const difference = (l: Pick<ReportLine, "final" | "estimatedWithFinal" | "finalRides" | "currency">) =>
    l.finalRides ? `${l.final >= l.estimatedWithFinal ? "+" : "−"}${money(Math.abs(l.final - l.estimatedWithFinal), l.currency, tag)}` : "—";
  const currency = (code: string | null) => (code ? <td className="px-3 py-2" translate="no">{code}</td> : <td className="px-3 py-2">{t("table.noPrice")}</td>);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm" data-testid="report-table">
        <caption className="sr-only">{t("table.caption", { group })}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">{t(`groups.${group}`)}</th>
            <th scope="col" className="px-3 py-2 text-left">{t("table.currency")}</th>
            <th scope="col" className={th}>{t("table.rides")}</th>
            <th scope="col" className={th}>{t("table.estimated")}</th>
            <th scope="col" className={th}>{t("table.pricedRides")}</th>
            <th scope="col" className={th}>{t("table.theirEstimate")}</th>
            <th scope="col" className={th}>{t("table.final")}</th>
            <th scope="col" className={th}>{t("table.difference")}</th>
            <th scope="col" className={th}>{t("table.cancelled")}</th>
            <th scope="col" className={th}>{t("table.notFound")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((l, i) => (
            <tr key={`${l.key}-${l.currency}-${i}`} data-testid="report-line" data-key={l.key ?? ""}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                <LineName line={l} group={group} words={words} />
                {/* The hidden brackets keep the name and the count apart when read aloud: "Engineering (1 corrected)". */}
                {l.corrected > 0 && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-normal text-amber-900"><span className="sr-only"> (</span>{t("table.corrected", { count: l.corrected })}<span className="sr-only">)</span></span>}
                {l.outsideRules > 0 && <span className="ml-2 rounded bg-violet-100 px-1.5 py-0.5 text-xs font-normal text-violet-900"><span className="sr-only"> (</span>{t("table.outsideRules", { count: l.outsideRules })}<span className="sr-only">)</span></span>}
              </th>
              {currency(l.currency)}
              <td className={td}>{l.rides}</td>
              <td className={td}>{money(l.estimated, l.currency, tag)}</td>
              <td className={td}>{l.finalRides}</td>
              <td className={td}>{l.finalRides ? money(l.estimatedWithFinal, l.currency, tag) : "—"}</td>
              <td className={td}>{l.finalRides ? money(l.final, l.currency, tag) : "—"}</td>
              <td className={td}>{difference(l)}</td>
              <td className={td}>{l.cancelled}</td>
              <td className={td}>{l.notFound}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">
          {totals.map((total) => (
            <tr key={total.currency ?? "none"} data-testid="report-total">
              <th scope="row" className="px-3 py-2 text-left">{t("table.total")}</th>
              {currency(total.currency)}
              <td className={td}>{total.rides}</td>
              <td className={td}>{money(total.estimated, total.currency, tag)}</td>
              <td className={td}>{total.finalRides}</td>
              <td className={td}>{total.finalRides ? money(total.estimatedWithFinal, total.currency, tag) : "—"}</td>
              <td className={td}>{total.finalRides ? money(total.final, total.currency, tag) : "—"}</td>
              <td className={td}>{difference(total)}</td>
              <td className={td}>{total.cancelled}</td>
              <td className={td}>{total.notFound}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
