import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import type { ReportLine } from "@/lib/reports/types";
import { ReportTable } from "./report-table";

const line: ReportLine = {
  key: "eng",
  name: "Engineering",
  currency: "EUR",
  rides: 2,
  estimated: 4000,
  finalRides: 0,
  estimatedWithFinal: 0,
  final: 0,
  invoicedRides: 0,
  invoiced: 0,
  cancelled: 0,
  notFound: 0,
  corrected: 1,
  outsideRules: 0,
};

describe("ReportTable", () => {
  it("keeps a group's name apart from its count of corrections when read aloud: Engineering (1 corrected)", () => {
    const html = renderToStaticMarkup(
      <InLanguage>
        <ReportTable lines={[line]} group="label" />
      </InLanguage>,
    );
    const header = html.match(/<th scope="row"[^>]*>(.*?)<\/th>/)![1]!;
    // What a screen reader reads: the text of every part, the hidden ones included.
    expect(header.replace(/<[^>]+>/g, "")).toBe("Engineering (1 corrected)");
  });
});

describe("ReportTable's invoiced column", () => {
  const cellsOf = (html: string, testId: string) =>
    html
      .match(new RegExp(`<tr[^>]*data-testid="${testId}"[^>]*>(.*?)</tr>`))![1]!
      .split(/<\/t[dh]>/)
      .map((c) => c.replace(/<[^>]+>/g, ""))
      .filter(Boolean);

  it("shows what was invoiced beside the final price, and a dash while nothing was", () => {
    const lines: ReportLine[] = [
      { ...line, finalRides: 2, estimatedWithFinal: 4000, final: 4200, invoicedRides: 2, invoiced: 4150 },
      { ...line, key: "ops", name: "Ops", corrected: 0 },
    ];
    const html = renderToStaticMarkup(
      <InLanguage>
        <ReportTable lines={lines} group="label" />
      </InLanguage>,
    );
    const headings = html
      .match(/<thead.*?<\/thead>/)![0]!
      .split("</th>")
      .map((c) => c.replace(/<[^>]+>/g, ""));
    const at = headings.indexOf("Invoiced");
    expect(headings[at - 2]).toBe("Final price");
    const [first, second] = [...html.matchAll(/<tr[^>]*data-testid="report-line"[^>]*>(.*?)<\/tr>/g)].map((m) =>
      m[1]!.split(/<\/t[dh]>/).map((c) => c.replace(/<[^>]+>/g, "")),
    );
    expect(first![at]).toBe("€41.50");
    expect(second![at]).toBe("—");
    // The total adds what was invoiced in the currency.
    expect(cellsOf(html, "report-total")[at]).toBe("€41.50");
  });
});
