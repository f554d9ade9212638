import "server-only";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { Db } from "@/lib/db";
import { CSV_BOM, csvRow } from "@/lib/reports/csv";
import { amountFormat, wallTime } from "@/lib/reports/xlsx-cells";
import { currencyDigits } from "@/lib/money";
import { expenseBatch, type ExpenseCursor, type ExpenseRow } from "./expense-queries";

/** The ride service, as the operator on each expense line. */
export const OPERATOR = "Cabify";

/** The fields an expense tool's ride receipts carry (SAP Concur's among them): stable names, for machines. */
export const EXPENSE_COLUMNS = [
  "operator",
  "start_local",
  "end_local",
  "time_zone",
  "pickup",
  "dropoff",
  "driver",
  "plate",
  "fare",
  "discount",
  "corrections",
  "tax_rate",
  "tax_type",
  "tax_amount",
  "net",
  "total",
  "currency",
  "cost_centre",
  "reason",
  "rider",
  "requester",
  "sale_code",
  "invoice_date",
  "journey_id",
] as const;
export type ExpenseColumn = (typeof EXPENSE_COLUMNS)[number];

const BATCH = 2000;
const MONEY: readonly ExpenseColumn[] = ["fare", "discount", "corrections", "tax_amount", "net", "total"];

/**
 * One ride's expense line in minor units: the sale's line items (the fare before its discount, the
 * discount), its corrections summed, and what it cost with the tax and net in it.
 */
export function expenseLine(r: ExpenseRow): Record<ExpenseColumn, string | number | null> {
  return {
    operator: OPERATOR,
    start_local: r.startLocal,
    end_local: r.endLocal,
    time_zone: r.zone,
    pickup: r.pickup,
    dropoff: r.dropoff,
    driver: r.driver,
    plate: r.plate,
    fare: r.totalMinor + r.discountMinor,
    discount: r.discountMinor,
    corrections: r.fixTotalMinor,
    tax_rate: r.taxRate,
    tax_type: r.taxType,
    tax_amount: r.taxMinor + r.fixTaxMinor,
    net: r.netMinor + r.fixNetMinor,
    total: r.totalMinor + r.fixTotalMinor,
    currency: r.currency,
    cost_centre: r.costCentre,
    reason: r.reason,
    rider: r.rider,
    requester: r.requester,
    sale_code: r.code,
    invoice_date: r.invoiceDate,
    journey_id: r.journeyId,
  };
}

type Scope = { month: string; companyZone: string; batch?: number };

/** Every batch of the month, one at a time, as the reader takes them. */
async function* batches(db: Db, scope: Scope) {
  let cursor: ExpenseCursor | null = null;
  do {
    const { rows, next }: { rows: ExpenseRow[]; next: ExpenseCursor | null } = await expenseBatch(db, { ...scope, after: cursor, limit: scope.batch ?? BATCH });
    yield rows;
    cursor = next;
  } while (cursor);
}

/** The month's expense lines as CSV, amounts in the currency's units, one keyset batch held at a time. */
export function expenseCsvStream(db: Db, scope: Scope): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const source = batches(db, scope);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(EXPENSE_COLUMNS)));
        return;
      }
      // A pull that enqueues nothing is not pulled again: read on until a batch has lines or the month ends.
      for (;;) {
        const { value, done } = await source.next();
        if (done) return controller.close();
        if (value.length === 0) continue;
        const text = value.map((r) => {
          const line = expenseLine(r);
          const unit = 10 ** currencyDigits(r.currency);
          // Amounts as numbers (a refund's minus sign is not a formula): minor units over the currency's unit print exactly.
          return csvRow(EXPENSE_COLUMNS.map((c) => (MONEY.includes(c) ? (line[c] as number) / unit : line[c])));
        });
        return controller.enqueue(encoder.encode(text.join("")));
      }
    },
    async cancel() {
      await source.return(undefined);
    },
  });
}

/** The same lines as a workbook: real times and amounts in their cells, headings in the reader's language. */
export function expenseXlsxStream(db: Db, scope: Scope, words: { sheet: string; headings: Record<ExpenseColumn, string> }): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(words.sheet.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = EXPENSE_COLUMNS.map((key) => ({ key, header: words.headings[key], width: key === "journey_id" ? 34 : 16 }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const rows of batches(db, scope)) {
      for (const r of rows) {
        const line = expenseLine(r);
        const unit = 10 ** currencyDigits(r.currency);
        const cells = Object.fromEntries(
          EXPENSE_COLUMNS.map((c) => [
            c,
            MONEY.includes(c) ? (line[c] as number) / unit : c.endsWith("_local") && line[c] ? wallTime(line[c] as string) : line[c],
          ]),
        );
        const row = sheet.addRow(cells);
        for (const c of MONEY) row.getCell(c).numFmt = amountFormat(r.currency);
        row.getCell("start_local").numFmt = "yyyy-mm-dd hh:mm";
        row.getCell("end_local").numFmt = "yyyy-mm-dd hh:mm";
        row.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
