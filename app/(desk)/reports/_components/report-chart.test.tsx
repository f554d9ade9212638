import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import type { ReportLine } from "@/lib/reports/types";
import ReportChart from "./report-chart";

const line = (over: Partial<ReportLine>): ReportLine => ({
  key: "eng",
  name: "Engineering",
  currency: "EUR",
  rides: 2,
  estimated: 4000,
  finalRides: 1,
  estimatedWithFinal: 2000,
  final: 2300,
  invoicedRides: 0,
  invoiced: 0,
  cancelled: 0,
  notFound: 0,
  corrected: 0,
  outsideRules: 0,
  ...over,
});

describe("ReportChart", () => {
  const html = renderToStaticMarkup(
    <InLanguage>
      <ReportChart lines={[line({})]} currency="EUR" group="label" />
    </InLanguage>,
  );

  it("draws the final price hatched and outlined in another colour, never a second green beside the estimate", () => {
    const estimated = html.match(/<rect[^>]*data-bar="estimated"[^>]*>/)![0];
    const final = html.match(/<rect[^>]*data-bar="final"[^>]*>/)![0];
    expect(estimated).toContain("fill-brand-600");
    expect(final).not.toMatch(/emerald|brand/);
    const pattern = /fill="url\(#([\w-]+)\)"/.exec(final)![1];
    expect(html).toContain(`<pattern id="${pattern}"`);
    expect(final).toMatch(/stroke="#[0-9a-f]{6}"/);
  });

  it("shows each bar in the legend as it is drawn, and says in words which is which", () => {
    expect(html).toMatch(/data-testid="legend-estimated"[^]*?class="fill-brand-600"/);
    expect(html).toMatch(/data-testid="legend-final"[^]*?<pattern[^]*?fill="url\(#[\w-]+\)" stroke=/);
    expect(html).toContain("Estimated (solid)");
    expect(html).toContain("Final price, hatched");
  });

  it("keeps names as they came from translation, and writes months and money in the reader's language", () => {
    expect(html).toMatch(/<text[^>]*translate="no"[^>]*>.*?Engineering/);
    const spanish = renderToStaticMarkup(
      <InLanguage locale="es">
        <ReportChart lines={[line({ key: "2026-11", name: "2026-11" }), line({ key: null, name: null, estimated: 1000 })]} currency="EUR" group="month" />
      </InLanguage>,
    );
    expect(spanish).toContain("noviembre de 2026");
    expect(spanish).toContain("Gasto estimado en EUR por mes");
    expect(spanish).toMatch(/\d+,00\s€/);
  });
});
