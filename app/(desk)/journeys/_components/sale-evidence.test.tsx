import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/locales";
import { InLanguage } from "@/lib/i18n/testing";
import type { SaleEvidence } from "@/lib/sales/invoice";
import { SaleEvidenceNote } from "./sale-evidence";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\u00a0|\u202f/g, " ");

describe("a sale offered as evidence for an uncertain booking", () => {
  const evidence: SaleEvidence = {
    code: "A1B2C3D4E5F6",
    journeyId: "0d9f6c4e-1b2a-4c3d-8e9f-0a1b2c3d4e5f",
    startAt: "2027-01-12T16:06:00.000Z",
    place: "Puerta del Sol",
    currency: "EUR",
    totalMinor: 1840,
  };
  const note = (e: SaleEvidence, locale: Locale = "en") =>
    text(
      renderToStaticMarkup(
        <InLanguage locale={locale}>
          <SaleEvidenceNote evidence={e} zone="Europe/Madrid" />
        </InLanguage>,
      ),
    );

  it("names the time on the pickup's clock, the place, the journey to link and the sale", () => {
    expect(note(evidence)).toBe(
      "A sale for this requester at Tue 12 Jan, 17:06 from Puerta del Sol suggests it was booked: journey 0d9f6c4e-1b2a-4c3d-8e9f-0a1b2c3d4e5f, sale A1B2C3D4E5F6, €18.40. Only the ride service can confirm it: link that journey if it is this ride.",
    );
    expect(note({ ...evidence, place: null })).toContain("at Tue 12 Jan, 17:06 suggests it was booked");
    expect(note(evidence, "es")).toContain("desde Puerta del Sol indica que se reservó");
    expect(note(evidence, "pt")).toContain("a partir de Puerta del Sol indica que foi reservada");
  });
});
