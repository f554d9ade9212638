import zlib from "node:zlib";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en/receipts.json";
import es from "@/lib/i18n/messages/es/receipts.json";
import { toReceipt, type ReceiptBooking, type ReceiptSale } from "./receipt";
import { receiptFileName, receiptView, type ReceiptWords } from "./receipt-view";
import { receiptPdf } from "./receipt-pdf";

const words = (messages: typeof en): ReceiptWords =>
  createTranslator({ locale: "en", messages: { receipts: messages }, namespace: "receipts" }) as unknown as ReceiptWords;

const BOOKING: ReceiptBooking = {
  id: "6f1c1c2e-8a0b-4d55-9d43-2f4c8f0a1b2c",
  journeyId: "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6",
  riderName: "Marta Gil",
  productName: "Executive",
  zone: "Europe/Madrid",
  pickupLabel: "Puerta del Sol",
  destinationLabel: "Estación de Atocha",
  reportReason: "Client visit",
  stateTimes: { "pick up": "2027-01-12T17:05:00.000Z", "drop off": "2027-01-12T17:30:00.000Z" },
  endState: "drop off",
  driver: { name: "Jorge Pérez", phone: null, avatarUrl: null },
  vehicle: { name: "Toyota Corolla", plate: "1234 KLM", color: "white" },
  totals: { price: { amount: 2050, currency: "EUR" }, discount: { amount: 0, currency: "EUR" }, priceTotal: { amount: 2050, currency: "EUR" } },
};

const sale = (over: Partial<ReceiptSale>): ReceiptSale => ({
  code: "T000001AB12C",
  invoiceDate: "2027-01-12",
  currency: "EUR",
  totalMinor: 2000,
  discountMinor: 300,
  taxRate: 10,
  taxType: "iva",
  taxMinor: 182,
  netMinor: 1818,
  rectifiesCode: null,
  startAt: null,
  endAt: null,
  ...over,
});

const facts = { company: "Acme Iberia", companyZone: "Europe/Madrid", requester: "Ana Ruiz", label: "Sales EMEA" };

/**
 * The text a PDF shows, read back from its page content: each content stream inflated, the strings
 * of its text operators (PDFKit writes Helvetica's WinAnsi codes in hex) decoded, one line per operator.
 */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const [, body] of pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(body!, "latin1")).toString("latin1");
    } catch {
      continue; // not a compressed content stream (fonts, metadata)
    }
    for (const [, array] of content.matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/gi)) {
      const hex = [...array!.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join("");
      lines.push(new TextDecoder("windows-1252").decode(Buffer.from(hex, "hex")));
    }
  }
  return lines.join("\n");
}

describe("a receipt's words and its PDF", () => {
  it("shows the sale's line items, its tax rate and amount, net, code and day, and the correction summed", async () => {
    const receipt = toReceipt(BOOKING, {
      ...facts,
      sales: [
        sale({
          code: "R000002CD34E",
          rectifiesCode: "T000001AB12C",
          invoiceDate: "2027-01-14",
          totalMinor: -500,
          discountMinor: 0,
          taxMinor: -45,
          netMinor: -455,
        }),
        sale({}),
      ],
    });
    const view = receiptView(receipt, words(en), "en-GB");
    expect(view.note).toBeNull();
    const [, trip, own, fix, invoiced] = view.sections;
    expect(trip!.rows).toEqual([
      ["Picked up", "12 Jan 2027, 18:05 CET"],
      ["From", "Puerta del Sol"],
      ["Dropped off", "12 Jan 2027, 18:30 CET"],
      ["To", "Estación de Atocha"],
      ["Driver", "Jorge Pérez"],
      ["Plate", "1234 KLM"],
      ["Vehicle", "Toyota Corolla"],
    ]);
    expect(own).toEqual({
      heading: "Sale T000001AB12C, invoiced 12 Jan 2027",
      rows: [
        ["Fare", "€23.00"],
        ["Discount", "-€3.00"],
        ["Total, tax included", "€20.00"],
        ["IVA 10 %", "€1.82"],
        ["Net", "€18.18"],
      ],
    });
    expect(fix!.heading).toBe("Correction R000002CD34E to sale T000001AB12C, invoiced 14 Jan 2027");
    expect(invoiced!.rows).toEqual([
      ["Total invoiced", "€15.00"],
      ["Tax", "€1.37"],
      ["Net", "€13.63"],
    ]);
    expect(receiptFileName(receipt, words(en))).toBe("receipt-2027-01-12-a1b2c3d4e5f6.pdf");

    const pdf = await receiptPdf(view, { subject: receipt.journeyId!, language: "en-GB" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/MediaBox [0 0 595.28 841.89]"); // A4
    const text = pdfText(pdf);
    for (const shown of ["Acme Iberia", "Ride receipt", "Marta Gil", "Ana Ruiz", "Sales EMEA", "Client visit", "Jorge Pérez", "1234 KLM", "Estación de Atocha"])
      expect(text).toContain(shown);
    for (const shown of ["Sale T000001AB12C, invoiced 12 Jan 2027", "IVA 10 %", "€1.82", "€18.18", "Correction R000002CD34E", "€15.00", "€13.63"])
      expect(text.replace(/\n/g, " ")).toContain(shown);
  });

  it("says a ride is not yet invoiced, with its final price and no tax, in the reader's language", async () => {
    const receipt = toReceipt(BOOKING, { ...facts, sales: [] });
    const view = receiptView(receipt, words(es as typeof en), "es-ES");
    expect(view.sections.at(-1)).toEqual({ heading: "Importes", rows: [["Precio final (aún sin facturar)", "20,50\u00a0€"]] });
    expect(view.note).toMatch(/aún no ha facturado/);
    const text = pdfText(await receiptPdf(view, { subject: receipt.journeyId!, language: "es-ES" }));
    expect(text).toContain("Recibo del viaje");
    expect(text).toContain("Matrícula");
    expect(text).toContain("20,50\u00a0€");
    expect(text).not.toMatch(/IVA/);
  });
});
