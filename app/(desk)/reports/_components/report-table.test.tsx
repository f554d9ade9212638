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
