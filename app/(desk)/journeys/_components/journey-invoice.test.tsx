import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/locales";
import { InLanguage } from "@/lib/i18n/testing";
import { NO_INVOICE, type RideInvoice } from "@/lib/sales/invoice";
import { JourneyInvoice } from "./journey-invoice";

const render = (invoice: RideInvoice, ended = true, locale: Locale = "en") =>
  renderToStaticMarkup(
    <InLanguage locale={locale}>
      <JourneyInvoice invoice={invoice} ended={ended} />
    </InLanguage>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\u00a0|\u202f/g, " ");

const corrected: RideInvoice = {
  lines: [
    { code: "A1B2C3D4E5F6", invoiceDate: "2027-01-12", currency: "EUR", totalMinor: 2000, taxMinor: 182, taxRate: 10, taxType: "iva", rectifiesCode: null },
    {
      code: "0F0F0F0F0F0F",
      invoiceDate: "2027-01-14",
      currency: "EUR",
      totalMinor: -500,
      taxMinor: -45,
      taxRate: 10,
      taxType: "iva",
      rectifiesCode: "A1B2C3D4E5F6",
    },
  ],
  totals: [{ currency: "EUR", totalMinor: 1500, taxMinor: 137 }],
};

describe("the ride's invoice on its page", () => {
  it("shows what was invoiced, the sale and its correction summed, with the tax in it", () => {
    const html = render(corrected);
    expect(text(html)).toContain("Invoiced€15.00, of which €1.37 tax");
    const lines = [...html.matchAll(/data-testid="invoice-line">(.*?)<\/li>/g)].map((m) => text(m[1]!));
    expect(lines).toEqual(["Sale A1B2C3D4E5F6, 12 Jan 2027: €20.00, tax 10 % IVA €1.82", "Correction 0F0F0F0F0F0F of sale A1B2C3D4E5F6, 14 Jan 2027: -€5.00"]);
  });

  it("says so in Spanish and Portuguese too", () => {
    expect(text(render(corrected, true, "es"))).toContain("Facturado15,00 €, de ellos 1,37 € de impuestos");
    expect(text(render(corrected, true, "pt"))).toContain("Faturado€ 15,00, dos quais € 1,37 de impostos");
  });

  it("says the invoice is to come once the ride has ended, and nothing before", () => {
    expect(text(render(NO_INVOICE, true))).toContain("Not yet: the ride service invoices a ride some time after it ends");
    expect(text(render(NO_INVOICE, false))).toBe("Invoiced—");
  });

  it("shows a ride invoiced in whole pesos as such", () => {
    const clp: RideInvoice = {
      lines: [{ code: "C1", invoiceDate: "2027-01-12", currency: "CLP", totalMinor: 8900, taxMinor: 1421, taxRate: 19, taxType: "iva", rectifiesCode: null }],
      totals: [{ currency: "CLP", totalMinor: 8900, taxMinor: 1421 }],
    };
    expect(text(render(clp))).toContain("CLP 8,900, of which CLP 1,421 tax");
  });
});
