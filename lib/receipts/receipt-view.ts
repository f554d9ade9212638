import { formatMoney } from "@/lib/money";
import type en from "@/lib/i18n/messages/en/receipts.json";
import type { Receipt, ReceiptSale } from "./receipt";

/**
 * A receipt in the reader's words, as headed rows of label and value: the page and the PDF lay out
 * the same rows, so what is filed and what is printed say the same. Pure and isomorphic.
 */

export type ReceiptKey = Exclude<keyof typeof en, "expenses" | "send">;
export type ReceiptWords = (key: ReceiptKey, values?: Record<string, string | number>) => string;

export type ReceiptSection = { heading: string; rows: [label: string, value: string][] };
export type ReceiptView = { title: string; company: string; sections: ReceiptSection[]; note: string | null };

/** An instant on the pickup's clock, in the reader's language, with the zone named so a reader elsewhere is not misled. */
export const onClock = (iso: string, zone: string, tag: string) =>
  new Intl.DateTimeFormat(tag, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone,
    timeZoneName: "short",
  }).format(new Date(iso));

/** An invoice day (YYYY-MM-DD): the provider's day, so no time zone moves it. */
export const invoiceDay = (date: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

function saleSection(s: ReceiptSale, t: ReceiptWords, tag: string): ReceiptSection {
  const money = (minor: number) => formatMoney(minor, s.currency, tag);
  const date = invoiceDay(s.invoiceDate, tag);
  const tax: [string, string] = [t("tax", { type: s.taxType.toUpperCase(), rate: s.taxRate }), money(s.taxMinor)];
  if (s.rectifiesCode)
    return {
      heading: t("rectification", { code: s.code, of: s.rectifiesCode, date }),
      rows: [[t("total"), money(s.totalMinor)], tax, [t("net"), money(s.netMinor)]],
    };
  const lines: [string, string][] = s.discountMinor
    ? [
        [t("fare"), money(s.totalMinor + s.discountMinor)],
        [t("discount"), money(-s.discountMinor)],
      ]
    : [];
  return { heading: t("sale", { code: s.code, date }), rows: [...lines, [t("total"), money(s.totalMinor)], tax, [t("net"), money(s.netMinor)]] };
}

export function receiptView(r: Receipt, t: ReceiptWords, tag: string): ReceiptView {
  const none = t("unknown");
  const when = (iso: string | null) => (iso ? onClock(iso, r.zone, tag) : none);
  const sections: ReceiptSection[] = [
    {
      heading: t("ride"),
      rows: [
        [t("rider"), r.rider],
        [t("requester"), r.requester ?? none],
        [t("costCentre"), r.label ?? none],
        [t("reason"), r.reason ?? none],
        [t("service"), r.product],
        [t("journey"), r.journeyId ?? none],
      ],
    },
    {
      heading: t("trip"),
      rows: [
        [t("pickupAt"), when(r.pickupAt)],
        [t("from"), r.pickup],
        [t("dropoffAt"), when(r.dropoffAt)],
        [t("to"), r.dropoff],
        [t("driver"), r.driver ?? none],
        [t("plate"), r.plate ?? none],
        [t("vehicle"), r.vehicle ?? none],
      ],
    },
  ];
  if (r.totals.length === 0) {
    const price = r.finalPrice ? formatMoney(r.finalPrice.amount, r.finalPrice.currency, tag) : none;
    sections.push({ heading: t("amounts"), rows: [[t("finalPrice"), price]] });
    return { title: t("title"), company: r.company, sections, note: t("notInvoiced") };
  }
  sections.push(...r.sales.map((s) => saleSection(s, t, tag)));
  sections.push({
    heading: t("invoiced"),
    rows: r.totals.flatMap((x) => [
      [t("invoicedTotal"), formatMoney(x.totalMinor, x.currency, tag)] as [string, string],
      [t("invoicedTax"), formatMoney(x.taxMinor, x.currency, tag)] as [string, string],
      [t("net"), formatMoney(x.netMinor, x.currency, tag)] as [string, string],
    ]),
  });
  return { title: t("title"), company: r.company, sections, note: null };
}

/** The PDF's file name: the invoice's day (the pickup's while none), and the ride's journey (our booking's id while none). */
export function receiptFileName(r: Receipt, t: ReceiptWords): string {
  const own = r.sales.find((s) => !s.rectifiesCode);
  const pickupDay = r.pickupAt ? new Intl.DateTimeFormat("en-CA", { timeZone: r.zone }).format(new Date(r.pickupAt)) : null;
  const date = own?.invoiceDate ?? pickupDay ?? "";
  const id = (r.journeyId ?? r.bookingId).replace(/[^A-Za-z0-9-]/g, "").slice(0, 12);
  return t("fileName", { date, id }).replace(/--+/g, "-");
}
