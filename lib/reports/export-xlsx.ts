import "server-only";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { Db } from "@/lib/db";
import { CSV_HEADER, EXPORT_BATCH } from "./export-csv";
import { exportBatch, type ExportCursor, type ExportRow } from "./export-queries";
import { currencyDigits } from "@/lib/money";
import type { ReportScope } from "./queries";
import { rideState, type RideState } from "./ride-state";
import { amountFormat, wallTime } from "./xlsx-cells";

export type ExportColumn = (typeof CSV_HEADER)[number];

export { amountFormat, wallTime };

const amount = (minor: number | null, currency: string | null) => (minor !== null && currency ? minor / 10 ** currencyDigits(currency) : null);

/** What the workbook says in the reader's language: the sheet's name, the headings, and a ride's state in words. */
export type XlsxWords = { sheet: string; headings: Record<ExportColumn, string>; state: (state: RideState) => string };

function cells(r: ExportRow, words: XlsxWords, nowMs: number): Record<ExportColumn, string | number | boolean | Date | null> {
  const currency = r.priceCurrency ?? r.finalCurrency;
  return {
    pickup_local: wallTime(r.pickupLocal),
    pickup_utc: wallTime(r.pickupUtc),
    time_zone: r.zone,
    currency,
    estimated_price: amount(r.priceAmount, r.priceCurrency),
    final_price: amount(r.finalAmount, r.finalCurrency),
    invoiced_price: amount(r.invoicedAmount, r.priceCurrency),
    label_slug: r.labelSlug,
    label_name: r.labelName,
    original_label_slug: r.originalLabelSlug,
    reason: r.reason,
    original_reason: r.originalReason,
    corrected: r.corrected,
    outside_rules: r.outsideRules.join(", ") || null,
    requester: r.requester,
    rider: r.riderName,
    agent: r.agent,
    // In words, as the page shows it (the CSV keeps the provider's code for machines).
    state: words.state(rideState({ state: r.journeyState, endState: r.endState, startAt: r.startAt, pickupAt: r.pickupAt }, nowMs)),
    journey_id: r.journeyId,
  };
}

const WIDTHS: Partial<Record<ExportColumn, number>> = {
  pickup_local: 18,
  pickup_utc: 18,
  time_zone: 16,
  estimated_price: 14,
  final_price: 14,
  invoiced_price: 14,
  label_name: 20,
  reason: 24,
  requester: 20,
  rider: 20,
  agent: 20,
  journey_id: 34,
};

/**
 * The report's rides as an Excel workbook: real dates and numbers in their cells (so Spanish or
 * Portuguese Excel and LibreOffice show them in their own way and can sum them), the column
 * headings and the rides' states in the reader's language, and the same rows as the CSV. Written as a
 * stream, one keyset batch at a time, like the CSV.
 */
export function reportXlsxStream(db: Db, scope: ReportScope & { companyZone: string; batch?: number }, words: XlsxWords): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(words.sheet.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = CSV_HEADER.map((key) => ({ key, header: words.headings[key], width: WIDTHS[key] ?? 12 }));
  sheet.getRow(1).font = { bold: true };
  const nowMs = Date.now();
  (async () => {
    let cursor: ExportCursor | null = null;
    do {
      const { rows, next }: { rows: ExportRow[]; next: ExportCursor | null } = await exportBatch(db, {
        ...scope,
        after: cursor,
        limit: scope.batch ?? EXPORT_BATCH,
      });
      for (const r of rows) {
        const row = sheet.addRow(cells(r, words, nowMs));
        row.getCell("pickup_local").numFmt = "yyyy-mm-dd hh:mm";
        row.getCell("pickup_utc").numFmt = "yyyy-mm-dd hh:mm";
        if (r.priceCurrency) row.getCell("estimated_price").numFmt = amountFormat(r.priceCurrency);
        if (r.finalCurrency) row.getCell("final_price").numFmt = amountFormat(r.finalCurrency);
        if (r.priceCurrency) row.getCell("invoiced_price").numFmt = amountFormat(r.priceCurrency);
        row.commit();
      }
      cursor = next;
    } while (cursor);
    sheet.commit();
    await workbook.commit();
  })().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
