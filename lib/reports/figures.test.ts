import { describe, expect, it } from "vitest";
import type { ReportLine } from "./types";
import { chartLines, chartSummary, lineLabel, lineName, money, totalsByCurrency } from "./figures";
import { ENGLISH_FIGURES } from "./english.testing";

const line = (over: Partial<ReportLine>): ReportLine => ({
  key: "k",
  name: "K",
  currency: "EUR",
  rides: 1,
  estimated: 1000,
  finalRides: 0,
  estimatedWithFinal: 0,
  final: 0,
  invoicedRides: 0,
  invoiced: 0,
  cancelled: 0,
  notFound: 0,
  corrected: 0,
  outsideRules: 0,
  ...over,
});
const SPANISH = { ...ENGLISH_FIGURES, tag: "es-ES" };

describe("report figures", () => {
  it("name groups, including the ones without a value, and say which names came as they are", () => {
    expect(lineName({ key: null, name: null }, "label", ENGLISH_FIGURES)).toBe("No label");
    expect(lineName({ key: "rd", name: null }, "label", ENGLISH_FIGURES)).toBe("rd");
    expect(lineName({ key: "2026-11", name: "2026-11" }, "month", ENGLISH_FIGURES)).toBe("November 2026");
    expect(lineLabel({ key: null, name: null }, "requester", ENGLISH_FIGURES)).toEqual({ text: "Unknown requester", kind: "none" });
    expect(lineLabel({ key: "eng", name: "Engineering" }, "label", ENGLISH_FIGURES).kind).toBe("data");
    expect(lineLabel({ key: "2026-11", name: "2026-11" }, "month", ENGLISH_FIGURES).kind).toBe("month");
  });

  it("write months and money the way the reader's language writes them", () => {
    expect(lineName({ key: "2026-11", name: "2026-11" }, "month", SPANISH)).toBe("noviembre de 2026");
    expect(lineName({ key: "2026-11", name: "2026-11" }, "month", { ...ENGLISH_FIGURES, tag: "pt-BR" })).toBe("novembro de 2026");
    expect(money(123456, "EUR", "en-GB")).toBe("€1,234.56");
    expect(money(123456, "EUR", "es-ES").replace(/\s/g, " ")).toBe("1234,56 €");
    expect(money(123456, "BRL", "pt-BR").replace(/\s/g, " ")).toBe("R$ 1.234,56");
    expect(money(100, null, "en-GB")).toBe("—");
  });

  it("total each currency apart", () => {
    const totals = totalsByCurrency([line({ estimated: 1000 }), line({ key: "b", estimated: 500, cancelled: 2 }), line({ currency: "GBP", estimated: 700 })]);
    expect(totals.map((t) => [t.currency, t.estimated, t.rides, t.cancelled])).toEqual([
      ["EUR", 1500, 2, 2],
      ["GBP", 700, 1, 0],
    ]);
  });

  it("chart the largest groups of one currency and say so in words", () => {
    const lines = [
      line({ key: "a", name: "Alpha", estimated: 500 }),
      line({ key: "b", name: "Beta", estimated: 1500, rides: 2, finalRides: 1, final: 800 }),
      line({ key: "c", estimated: 0, rides: 0, cancelled: 1 }),
      line({ currency: "GBP" }),
    ];
    expect(chartLines(lines, "EUR", "label").map((l) => l.key)).toEqual(["b", "a"]);
    expect(chartSummary(lines, "EUR", "label", ENGLISH_FIGURES)).toBe(
      "Estimated spend in EUR by label, €20.00 in all; the most is Beta. Beta: €15.00 estimated over 2 rides, €8.00 final for the 1 priced; Alpha: €5.00 estimated over 1 ride.",
    );
    expect(chartSummary([line({ key: "a", name: "Alpha", estimated: 500 })], "EUR", "reason", ENGLISH_FIGURES)).toBe(
      "Estimated spend in EUR by reason, €5.00 in all. Alpha: €5.00 estimated over 1 ride.",
    );
    expect(chartSummary([], "EUR", "label", ENGLISH_FIGURES)).toBe("No spend in EUR in this period.");
  });
});
