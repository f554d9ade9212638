import "server-only";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { minorToDecimal, currencyDigits } from "@/lib/money";
import { CSV_BOM, csvCell, csvRow } from "./csv";
import { amountFormat } from "./xlsx-cells";
import {
  AMOUNT_COLUMNS,
  RECONCILIATION_COLUMNS,
  SECTIONS,
  sectionRows,
  type ReconciliationColumn,
  type ReconciliationRow,
  type Section,
} from "./reconciliation-rows";

type Scope = Parameters<typeof sectionRows>[1];

const isAmount = (c: ReconciliationColumn): c is (typeof AMOUNT_COLUMNS)[number] => (AMOUNT_COLUMNS as readonly string[]).includes(c);

/** A decimal written by minorToDecimal: a number, so it goes unquoted (a refund's "-0.50" must not read as text or a formula). */
const DECIMAL = /^-?\d+(\.\d+)?$/;

export function reconciliationCsvLine(r: ReconciliationRow): string {
  const cells = RECONCILIATION_COLUMNS.map((c) => {
    const v = r[c];
    if (v === null || v === undefined) return "";
    if (isAmount(c)) {
      const decimal = r.currency && typeof v === "number" ? minorToDecimal(v, r.currency) : "";
      return DECIMAL.test(decimal) ? decimal : "";
    }
    return csvCell(v instanceof Date ? v.toISOString() : v);
  });
  return `${cells.join(",")}\r\n`;
}

/**
 * The month's reconciliation as one CSV, every section after the other with its name in the first
 * column, streamed: each pull reads one keyset batch, so a slow reader holds the queries back.
 */
export function reconciliationCsvStream(scope: Scope): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  async function* lines() {
    yield CSV_BOM + csvRow(RECONCILIATION_COLUMNS);
    for (const section of SECTIONS) for await (const rows of sectionRows(section, scope)) yield rows.map(reconciliationCsvLine).join("");
  }
  const it = lines();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await it.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      },
    },
    { highWaterMark: 1 },
  );
}

export type ReconciliationWords = { sheets: Record<Section, string>; headings: Record<ReconciliationColumn, string> };

/** The workbook: a sheet per section with headings in the reader's language, real numbers with their currency's decimals, real dates. */
export function reconciliationXlsxStream(scope: Scope, words: ReconciliationWords): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const columns = RECONCILIATION_COLUMNS.filter((c) => c !== "section");
  (async () => {
    for (const section of SECTIONS) {
      const sheet = workbook.addWorksheet(words.sheets[section].slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
      sheet.columns = columns.map((key) => ({ key, header: words.headings[key], width: key.endsWith("_id") ? 34 : 16 }));
      sheet.getRow(1).font = { bold: true };
      for await (const rows of sectionRows(section, scope)) {
        for (const r of rows) {
          const values = Object.fromEntries(
            columns.map((c) => {
              const v = r[c] ?? null;
              return [c, isAmount(c) && typeof v === "number" && r.currency ? v / 10 ** currencyDigits(r.currency) : v];
            }),
          );
          const row = sheet.addRow(values);
          for (const c of AMOUNT_COLUMNS) if (r.currency) row.getCell(c).numFmt = amountFormat(r.currency);
          row.getCell("pickup_utc").numFmt = "yyyy-mm-dd hh:mm";
          row.commit();
        }
      }
      sheet.commit();
    }
    await workbook.commit();
  })().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
