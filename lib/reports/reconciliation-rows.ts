import "server-only";
import type { Db } from "@/lib/db";
import type { DifferenceThreshold, ReconciliationMonth } from "@/lib/sales/reconciliation-month";
import { matchedSales, outsideSales, reconciliationTotals, type MatchedSale, type OutsideSale, type SaleCursor } from "@/lib/sales/reconciliation-queries";
import { invoiceDifferences, ridesWithoutSale, type RideCursor } from "@/lib/sales/reconciliation-rides-queries";

/**
 * The month's reconciliation as rows for its downloads: one set of columns for every section, each
 * section read in keyset batches (one batch held at a time), amounts in minor units with their
 * currency for the writer to put in decimals or typed cells.
 */

export const RECONCILIATION_COLUMNS = [
  "section",
  "sale_code",
  "kind",
  "invoice_date",
  "currency",
  "invoiced",
  "tax_rate",
  "tax",
  "net",
  "rectifies",
  "ride_id",
  "journey_id",
  "pickup_utc",
  "rider",
  "requester",
  "label",
  "final",
  "difference",
  /** A difference row's invoice currency where it is not its final price's ("several" when its sales are in more than one): no difference is worked out then. */
  "invoiced_currency",
] as const;
export type ReconciliationColumn = (typeof RECONCILIATION_COLUMNS)[number];

/** The sections in the order they are written; the totals (one row per currency and tax rate) last. */
export const SECTIONS = ["matched", "outside", "without_sale", "difference", "total"] as const;
export type Section = (typeof SECTIONS)[number];

/** Amounts are minor units in the row's currency; the writer turns them into decimals. */
export const AMOUNT_COLUMNS = ["invoiced", "tax", "net", "final", "difference"] as const satisfies readonly ReconciliationColumn[];
export type ReconciliationRow = Partial<Record<ReconciliationColumn, string | number | Date | null>> & { section: Section; currency: string | null };

export const RECONCILIATION_BATCH = 2000;

type Scope = { db: Db; month: ReconciliationMonth; now: Date; threshold: DifferenceThreshold; batch?: number };

const who = (r: { requesterName: string | null; requesterId: string | null }) => r.requesterName ?? r.requesterId;

function saleRow(section: "matched" | "outside", r: MatchedSale | OutsideSale): ReconciliationRow {
  return {
    section,
    sale_code: r.code,
    kind: r.kind,
    invoice_date: r.invoiceDate,
    currency: r.currency,
    invoiced: r.totalMinor,
    tax_rate: r.taxRate,
    tax: r.taxMinor,
    net: r.netMinor,
    rectifies: r.rectifiesCode,
    ride_id: "bookingId" in r ? r.bookingId : null,
    journey_id: r.journeyId,
    pickup_utc: "pickupAt" in r ? r.pickupAt : r.startAt,
    rider: "riderName" in r ? r.riderName : null,
    requester: who(r),
    label: r.chargeCode,
  };
}

async function* batches<C, R>(read: (after: C | null) => Promise<{ rows: R[]; next: C | null }>): AsyncGenerator<R[]> {
  let after: C | null = null;
  do {
    const { rows, next }: { rows: R[]; next: C | null } = await read(after);
    if (rows.length) yield rows;
    after = next;
  } while (after);
}

/** One section's rows, a batch at a time. */
export async function* sectionRows(section: Section, s: Scope): AsyncGenerator<ReconciliationRow[]> {
  const limit = s.batch ?? RECONCILIATION_BATCH;
  if (section === "matched" || section === "outside") {
    const read = section === "matched" ? matchedSales : outsideSales;
    for await (const rows of batches<SaleCursor, MatchedSale | OutsideSale>((after) => read(s.db, s.month, { after, limit })))
      yield rows.map((r) => saleRow(section, r));
  } else if (section === "without_sale") {
    for await (const rows of batches((after: RideCursor | null) => ridesWithoutSale(s.db, s.month, s.now, { after, limit })))
      yield rows.map((r) => ({
        section,
        currency: r.currency,
        ride_id: r.bookingId,
        journey_id: r.journeyId,
        pickup_utc: r.pickupAt,
        rider: r.riderName,
        requester: who(r),
        label: r.labelSlug,
        final: r.finalMinor,
      }));
  } else if (section === "difference") {
    for await (const rows of batches((after: RideCursor | null) => invoiceDifferences(s.db, s.month, s.threshold, { after, limit })))
      yield rows.map((r) => ({
        section,
        currency: r.currency,
        invoiced: r.invoicedMinor,
        ride_id: r.bookingId,
        journey_id: r.journeyId,
        pickup_utc: r.pickupAt,
        rider: r.riderName,
        requester: who(r),
        label: r.labelSlug,
        final: r.finalMinor,
        difference: r.differenceMinor,
        // An invoice in another currency is not written in this row's: it is among the matched sales, in its own.
        ...(r.invoicedCurrency === r.currency ? {} : { invoiced: null, invoiced_currency: r.invoicedCurrency ?? "several" }),
      }));
  } else {
    const totals = await reconciliationTotals(s.db, s.month);
    yield totals.flatMap((t) =>
      t.rates.map((r) => ({ section, currency: t.currency, tax_rate: r.taxRate, invoiced: r.totalMinor, tax: r.taxMinor, net: r.netMinor })),
    );
  }
}
