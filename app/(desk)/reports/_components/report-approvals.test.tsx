import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import { ReportApprovals } from "./report-approvals";

const report = {
  asked: 4,
  waiting: 1,
  lines: [
    { approverId: "a1", approver: "Paula", answered: 2, approved: 1, declined: 1, medianMinutes: 4.5 },
    { approverId: null, approver: null, answered: 1, approved: 0, declined: 1, medianMinutes: 60 },
  ],
  declined: [
    { bookingId: "b1", riderName: "Ana Ruiz", pickupAt: "2027-04-10T10:00:00.000Z", approver: "Paula", note: "Take the train", byFallback: false },
    { bookingId: "b2", riderName: "Luis Gil", pickupAt: "2027-04-11T10:00:00.000Z", approver: null, note: null, byFallback: true },
  ],
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

describe("ReportApprovals", () => {
  it("says who answered how fast, names the deadline's fallback as such, and why each ride was declined, in the reader's language", () => {
    const en = text(
      renderToStaticMarkup(
        <InLanguage>
          <ReportApprovals report={report} />
        </InLanguage>,
      ),
    );
    expect(en).toContain("4 rides asked for approval; 1 still waiting.");
    expect(en).toContain("Paula 2 1 1 4.5 min");
    expect(en).toContain("No answer in time (the company's fallback) 1 0 1 —");
    expect(en).toContain("declined by Paula: Take the train");
    expect(en).toContain("no answer in time");
    const es = text(
      renderToStaticMarkup(
        <InLanguage locale="es">
          <ReportApprovals report={report} />
        </InLanguage>,
      ),
    );
    expect(es).toContain("4 viajes pidieron aprobación; 1 siguen esperando.");
    expect(es).toContain("rechazado por Paula: Take the train");
  });
});
