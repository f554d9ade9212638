import ExcelJS from "exceljs";
import type { Locale } from "@/lib/locales";
import { CSV_BOM, csvRow } from "@/lib/reports/csv";
import { currencyDigits, minorToDecimal } from "@/lib/money";
import { amountFormat } from "@/lib/reports/xlsx-cells";
import type { ColumnMapping } from "./columns";
import { EVENT_FIELDS, type EventField } from "./fields";
import { eventWords } from "./words";

export const ROW_OUTCOMES = ["booked", "refused", "uncertain", "waiting", "invalid", "cancelled"] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

/** What became of one row of an event's sheet. */
export type RowResult = {
  rowNumber: number;
  /** The row's cells as they were read, in the sheet's columns. */
  cells: string[];
  status: RowOutcome;
  /** The page where the guest follows the ride, once the provider has issued it. */
  guestLink: string | null;
  /** In integer minor units of its currency, as the provider sends amounts. */
  price: { amount: number; currency: string } | null;
  product: string | null;
  /** What went wrong, already in the reader's words; null when nothing did. */
  problem: string | null;
};

/** The sheet as it was uploaded (its headers and the confirmed mapping) and each row's result. */
export type EventResults = { headers: string[]; mapping: ColumnMapping; rows: RowResult[] };

/** guestName → guest_name, stop3 → stop_3: stable names for machines, whatever the sheet called its columns. */
const csvName = (field: EventField) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/(\d+)$/, "_$1");

export const RESULTS_CSV_HEADER = ["row_number", ...EVENT_FIELDS.map(csvName), "status", "product", "price", "currency", "guest_link", "problem"] as const;

const byRow = (rows: RowResult[]) => [...rows].sort((a, b) => a.rowNumber - b.rowNumber);

/** Fields by the first column mapped to each (the mapping gives each field one column at most). */
function fieldCells(cells: string[], mapping: ColumnMapping): Partial<Record<EventField, string>> {
  const out: Partial<Record<EventField, string>> = {};
  mapping.forEach((field, i) => {
    if (field && out[field] === undefined) out[field] = (cells[i] ?? "").trim();
  });
  return out;
}

/** The results as CSV with the desk's stable column names and the outcomes' codes, like the reports' export. */
export function resultsCsv({ mapping, rows }: EventResults): string {
  const lines = byRow(rows).map((r) => {
    const fields = fieldCells(r.cells, mapping);
    return csvRow([
      r.rowNumber,
      ...EVENT_FIELDS.map((f) => fields[f] ?? null),
      r.status,
      r.product,
      r.price ? minorToDecimal(r.price.amount, r.price.currency) : null,
      r.price?.currency ?? null,
      r.guestLink,
      r.problem,
    ]);
  });
  return CSV_BOM + csvRow(RESULTS_CSV_HEADER) + lines.join("");
}

const isWebLink = (link: string) => /^https?:\/\//i.test(link);

const FILLS: Partial<Record<RowOutcome, string>> = { booked: "FFE2F0D9", refused: "FFF8D7DA", invalid: "FFF8D7DA", uncertain: "FFFFF2CC" };

/**
 * The results as an Excel workbook in the reader's language: the sheet's own columns as uploaded,
 * then the status in words, the product, the price as a number in its currency, the guest link as
 * a link, and the problem.
 */
export async function resultsXlsx({ headers, rows }: EventResults, locale: Locale): Promise<Uint8Array> {
  const t = eventWords(locale);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t("results.sheet"), { views: [{ state: "frozen", ySplit: 1 }] });
  const added = [
    t("results.columns.status"),
    t("results.columns.product"),
    t("results.columns.price"),
    t("results.columns.guestLink"),
    t("results.columns.problem"),
  ];
  sheet.columns = [
    { header: t("results.columns.row"), width: 7 },
    ...headers.map((header) => ({ header, width: Math.min(Math.max(header.length + 2, 14), 40) })),
    ...added.map((header, i) => ({ header, width: [22, 18, 14, 40, 50][i] })),
  ];
  sheet.getRow(1).font = { bold: true };
  const at = headers.length + 2;
  for (const r of byRow(rows)) {
    const row = sheet.addRow([r.rowNumber, ...headers.map((_, i) => r.cells[i] ?? "")]);
    const status = row.getCell(at);
    status.value = t(`results.status.${r.status}`);
    const fill = FILLS[r.status];
    if (fill) status.fill = { type: "pattern", pattern: "solid", fgColor: { argb: fill } };
    row.getCell(at + 1).value = r.product;
    if (r.price) {
      const price = row.getCell(at + 2);
      price.value = r.price.amount / 10 ** currencyDigits(r.price.currency);
      price.numFmt = amountFormat(r.price.currency);
    }
    if (r.guestLink) {
      const link = row.getCell(at + 3);
      // Only a web address becomes a link: a spreadsheet would open any other scheme too.
      link.value = isWebLink(r.guestLink) ? { text: r.guestLink, hyperlink: r.guestLink } : r.guestLink;
      if (isWebLink(r.guestLink)) link.font = { color: { argb: "FF0563C1" }, underline: true };
    }
    row.getCell(at + 4).value = r.problem;
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** "Congreso Lisboa 2026.xlsx" → ridedesk-event-results-congreso-lisboa-2026.xlsx */
export function resultsFileName(uploadedName: string, format: "xlsx" | "csv"): string {
  const base = uploadedName
    .replace(/\.[^.]*$/, "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return `ridedesk-event-results${base ? `-${base}` : ""}.${format}`;
}
