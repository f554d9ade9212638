import "server-only";
import type { Db } from "@/lib/db";
import { exportBatch, type ExportCursor, type ExportRow } from "./export-queries";
import type { ReportScope } from "./queries";
import { CSV_BOM, csvRow } from "./csv";
import { minorToDecimal } from "@/lib/money";

export const CSV_HEADER = [
  "pickup_local",
  "pickup_utc",
  "time_zone",
  "currency",
  "estimated_price",
  "final_price",
  "invoiced_price",
  "label_slug",
  "label_name",
  "original_label_slug",
  "reason",
  "original_reason",
  "corrected",
  "outside_rules",
  "requester",
  "rider",
  "agent",
  "state",
  "journey_id",
] as const;

/** Rows fetched per query: large enough to amortise the round trip, small enough to stay light. */
export const EXPORT_BATCH = 2000;

export function csvLine(r: ExportRow): string {
  return csvRow([
    r.pickupLocal,
    r.pickupUtc,
    r.zone,
    r.priceCurrency ?? r.finalCurrency,
    r.priceAmount !== null && r.priceCurrency ? minorToDecimal(r.priceAmount, r.priceCurrency) : null,
    r.finalAmount !== null && r.finalCurrency ? minorToDecimal(r.finalAmount, r.finalCurrency) : null,
    r.invoicedAmount !== null && r.priceCurrency ? minorToDecimal(r.invoicedAmount, r.priceCurrency) : null,
    r.labelSlug,
    r.labelName,
    r.originalLabelSlug,
    r.reason,
    r.originalReason,
    r.corrected ? "yes" : "no",
    r.outsideRules.join(";"),
    r.requester,
    r.riderName,
    r.agent,
    r.state,
    r.journeyId,
  ]);
}

/**
 * The report's rides as CSV, produced as the reader takes them: each pull fetches one keyset
 * batch, so a slow download holds back the queries (backpressure) and no more than one batch is
 * ever held in memory, whatever the number of rides.
 */
export function reportCsvStream(db: Db, scope: ReportScope & { companyZone: string; batch?: number }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: ExportCursor | null = null;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(CSV_HEADER)));
          return;
        }
        if (done) return;
        const { rows, next } = await exportBatch(db, { ...scope, after: cursor, limit: scope.batch ?? EXPORT_BATCH });
        if (rows.length) controller.enqueue(encoder.encode(rows.map(csvLine).join("")));
        cursor = next;
        if (!next) {
          done = true;
          controller.close();
        }
      },
    },
    // One chunk ahead: the next batch is fetched only once the reader has taken the last.
    { highWaterMark: 1 },
  );
}

/**
 * A download's name that says what and when, in the reader's words (`exports.fileName`):
 * ridedesk-rides-2026-11-01-to-2026-11-30.csv, ridedesk-viajes-2026-11-01-a-2026-11-30.xlsx.
 */
export const exportFileName = (words: (key: "fileName", values: { from: string; to: string }) => string, from: string, to: string, format: "csv" | "xlsx") =>
  `${words("fileName", { from, to })}.${format}`;
