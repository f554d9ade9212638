"use client";

import { useLocale, useTranslations } from "next-intl";
import { INTL_TAG } from "@/lib/locales";
import type { ReportGroup } from "@/lib/reports/filters";
import type { ReportLine } from "@/lib/reports/types";
import { lineLabel, money, totalsByCurrency, type FigureWords } from "@/lib/reports/figures";
import { Cell, HeaderCell, RowHeader, Table, TableBody, TableFoot, TableFrame, TableHead } from "@/components/ui/table";

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
  const currency = (code: string | null) => (code ? <Cell translate="no">{code}</Cell> : <Cell>{t("table.noPrice")}</Cell>);
  const figures = (l: ReportLine | (typeof totals)[number]) => (
    <>
      <Cell numeric>{l.rides}</Cell>
      <Cell numeric>{money(l.estimated, l.currency, tag)}</Cell>
      <Cell numeric>{l.finalRides}</Cell>
      <Cell numeric>{l.finalRides ? money(l.estimatedWithFinal, l.currency, tag) : "—"}</Cell>
      <Cell numeric>{l.finalRides ? money(l.final, l.currency, tag) : "—"}</Cell>
      <Cell numeric>{difference(l)}</Cell>
      <Cell numeric>{l.invoicedRides ? money(l.invoiced, l.currency, tag) : "—"}</Cell>
      <Cell numeric>{l.cancelled}</Cell>
      <Cell numeric>{l.notFound}</Cell>
    </>
  );
  return (
    <TableFrame bordered>
      <Table caption={t("table.caption", { group })} data-testid="report-table">
        <TableHead shaded>
          <HeaderCell>{t(`groups.${group}`)}</HeaderCell>
          <HeaderCell>{t("table.currency")}</HeaderCell>
          {(["rides", "estimated", "pricedRides", "theirEstimate", "final", "difference", "invoiced", "cancelled", "notFound"] as const).map((c) => (
            <HeaderCell key={c} align="right">
              {t(`table.${c}`)}
            </HeaderCell>
          ))}
        </TableHead>
        <TableBody>
          {lines.map((l, i) => (
            <tr key={`${l.key}-${l.currency}-${i}`} data-testid="report-line" data-key={l.key ?? ""}>
              <RowHeader>
                <LineName line={l} group={group} words={words} />
                {/* The hidden brackets keep the name and the count apart when read aloud: "Engineering (1 corrected)". */}
                {l.corrected > 0 && (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-normal text-amber-900">
                    <span className="sr-only"> (</span>
                    {t("table.corrected", { count: l.corrected })}
                    <span className="sr-only">)</span>
                  </span>
                )}
                {l.outsideRules > 0 && (
                  <span className="ml-2 rounded bg-violet-100 px-1.5 py-0.5 text-xs font-normal text-violet-900">
                    <span className="sr-only"> (</span>
                    {t("table.outsideRules", { count: l.outsideRules })}
                    <span className="sr-only">)</span>
                  </span>
                )}
              </RowHeader>
              {currency(l.currency)}
              {figures(l)}
            </tr>
          ))}
        </TableBody>
        <TableFoot>
          {totals.map((total) => (
            <tr key={total.currency ?? "none"} data-testid="report-total">
              <RowHeader plain>
                <span className="font-semibold">{t("table.total")}</span>
              </RowHeader>
              {currency(total.currency)}
              {figures(total)}
            </tr>
          ))}
        </TableFoot>
      </Table>
    </TableFrame>
  );
}
