import type { _Translator, Messages } from "next-intl";
import type { ReportGroup } from "./filters";
import { formatMoney } from "@/lib/money";
import type { ReportLine } from "./types";

/**
 * How the report's figures read to people, in their language. Pure, so the table, the chart and its
 * summary agree: the words come from the "reports" messages, through the translator a component gets
 * from `useTranslations("reports")`, and months and money are written the way the reader's language
 * writes them (its Intl tag).
 */

export type ReportsTranslator = _Translator<Messages, "reports">;
export type FigureWords = { t: ReportsTranslator; tag: string };

/**
 * A group's name and what it is: a month (written by Intl in the reader's language), a name as it
 * came (a label, a reason, a person), or the reader's words for a group without a value.
 */
export type LineLabel = { text: string; kind: "month" | "data" | "none" };

export function lineLabel(line: Pick<ReportLine, "key" | "name">, group: ReportGroup, { t, tag }: FigureWords): LineLabel {
  if (group === "month" && line.key) {
    const [y, m] = line.key.split("-").map(Number);
    return { text: new Date(Date.UTC(y!, m! - 1, 1)).toLocaleDateString(tag, { month: "long", year: "numeric", timeZone: "UTC" }), kind: "month" };
  }
  const text = line.name ?? line.key;
  return text === null ? { text: t(`noGroup.${group}`), kind: "none" } : { text, kind: "data" };
}

export const lineName = (line: Pick<ReportLine, "key" | "name">, group: ReportGroup, words: FigureWords): string => lineLabel(line, group, words).text;

/** An amount in minor units as the reader's language writes money; "—" without a currency. */
export const money = (amount: number, currency: string | null, tag: string) => (currency ? formatMoney(amount, currency, tag) : "—");

export type CurrencyTotal = Omit<ReportLine, "key" | "name">;

/** The report's totals, one per currency: amounts in different currencies are never added up. */
export function totalsByCurrency(lines: ReportLine[]): CurrencyTotal[] {
  const by = new Map<string | null, CurrencyTotal>();
  for (const l of lines) {
    const t = by.get(l.currency) ?? {
      currency: l.currency,
      rides: 0,
      estimated: 0,
      finalRides: 0,
      estimatedWithFinal: 0,
      final: 0,
      invoicedRides: 0,
      invoiced: 0,
      cancelled: 0,
      notFound: 0,
      corrected: 0,
      outsideRules: 0,
    };
    t.rides += l.rides;
    t.estimated += l.estimated;
    t.finalRides += l.finalRides;
    t.estimatedWithFinal += l.estimatedWithFinal;
    t.final += l.final;
    t.invoicedRides += l.invoicedRides;
    t.invoiced += l.invoiced;
    t.cancelled += l.cancelled;
    t.notFound += l.notFound;
    t.corrected += l.corrected;
    t.outsideRules += l.outsideRules;
    by.set(l.currency, t);
  }
  return [...by.values()].sort((a, b) => b.estimated - a.estimated);
}

/** The lines the chart draws for a currency: those with spend, largest first (months in order), at most `limit`. */
export function chartLines(lines: ReportLine[], currency: string, group: ReportGroup, limit = 12): ReportLine[] {
  const mine = lines.filter((l) => l.currency === currency && (l.estimated > 0 || l.final > 0));
  return group === "month" ? mine.slice(-limit) : mine.sort((a, b) => b.estimated - a.estimated).slice(0, limit);
}

/** The chart in words, for screen readers and anyone who prefers text. */
export function chartSummary(lines: ReportLine[], currency: string, group: ReportGroup, words: FigureWords): string {
  const { t, tag } = words;
  const shown = chartLines(lines, currency, group);
  if (!shown.length) return t("chart.summaryNone", { currency });
  const total = shown.reduce((n, l) => n + l.estimated, 0);
  const parts = shown.map((l) => {
    const common = { name: lineName(l, group, words), estimated: money(l.estimated, currency, tag), rides: l.rides };
    return l.finalRides
      ? t("chart.summaryLineFinal", { ...common, final: money(l.final, currency, tag), priced: l.finalRides })
      : t("chart.summaryLine", common);
  });
  const top = [...shown].sort((a, b) => b.estimated - a.estimated)[0]!;
  return t("chart.summary", {
    currency,
    group,
    total: money(total, currency, tag),
    many: shown.length > 1 ? "yes" : "no",
    top: lineName(top, group, words),
    lines: parts.join("; "),
  });
}
