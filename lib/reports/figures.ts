import type { ReportGroup } from "./filters";
import { formatMoney } from "./money";
import type { ReportLine } from "./types";

/** How the report's figures read to people. Pure, so the table, the chart and its summary agree. */

const NONE: Record<ReportGroup, string> = { label: "No label", reason: "No reason", requester: "Unknown requester", agent: "Unknown agent", month: "Unknown month" };

export function lineName(line: Pick<ReportLine, "key" | "name">, group: ReportGroup): string {
  if (group === "month" && line.key) {
    const [y, m] = line.key.split("-").map(Number);
    return new Date(Date.UTC(y!, m! - 1, 1)).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
  }
  return line.name ?? line.key ?? NONE[group];
}

export const money = (amount: number, currency: string | null) => (currency ? formatMoney(amount, currency, "en-GB") : "—");

export type CurrencyTotal = Omit<ReportLine, "key" | "name">;

/** The report's totals, one per currency: amounts in different currencies are never added up. */
export function totalsByCurrency(lines: ReportLine[]): CurrencyTotal[] {
  const by = new Map<string | null, CurrencyTotal>();
  for (const l of lines) {
    const t = by.get(l.currency) ?? { currency: l.currency, rides: 0, estimated: 0, finalRides: 0, estimatedWithFinal: 0, final: 0, cancelled: 0, notFound: 0, corrected: 0 };
    t.rides += l.rides;
    t.estimated += l.estimated;
    t.finalRides += l.finalRides;
    t.estimatedWithFinal += l.estimatedWithFinal;
    t.final += l.final;
    t.cancelled += l.cancelled;
    t.notFound += l.notFound;
    t.corrected += l.corrected;
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
export function chartSummary(lines: ReportLine[], currency: string, group: ReportGroup, groupName: string): string {
  const shown = chartLines(lines, currency, group);
  if (!shown.length) return `No spend in ${currency} in this period.`;
  const total = shown.reduce((n, l) => n + l.estimated, 0);
  const parts = shown.map((l) => `${lineName(l, group)}: ${money(l.estimated, currency)} estimated over ${l.rides} ${l.rides === 1 ? "ride" : "rides"}${l.finalRides ? `, ${money(l.final, currency)} final for the ${l.finalRides} priced` : ""}`);
  const top = [...shown].sort((a, b) => b.estimated - a.estimated)[0]!;
  return `Estimated spend in ${currency} by ${groupName.toLowerCase()}, ${money(total, currency)} in all${shown.length > 1 ? `; the most is ${lineName(top, group)}` : ""}. ${parts.join("; ")}.`;
}
