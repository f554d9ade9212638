import "server-only";
import { and, asc, eq, gte, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings, labels, requesters, sales } from "@/lib/db/schema";
import type { ReconciliationMonth } from "./reconciliation-month";

/**
 * The month's reconciliation, the sales' side: what was invoiced in the month (by invoice date),
 * each sale with the ride it bills or with its requester and charge code when no ride booked here
 * accounts for it, and the month's totals per currency and tax per rate. Amounts are never added
 * across currencies. Lists are read in keyset batches, so the page shows the first and a download
 * streams them all at the same cost per batch.
 */

/** Where the last batch ended: the invoice day and the sale's code. */
export type SaleCursor = { day: string; code: string };

const inMonth = (m: Pick<ReconciliationMonth, "from" | "to">) => and(gte(sales.invoiceDate, m.from), lte(sales.invoiceDate, m.to));
const requesterName = sql<string | null>`nullif(trim(${requesters.name} || ' ' || ${requesters.surname}), '')`;
const afterSale = (after: SaleCursor | null): SQL | undefined =>
  after ? sql`(${sales.invoiceDate}, ${sales.code}) > (${after.day}, ${after.code})` : undefined;

const saleColumns = {
  code: sales.code,
  kind: sales.kind,
  invoiceDate: sales.invoiceDate,
  currency: sales.currency,
  totalMinor: sales.totalMinor,
  taxRate: sales.taxRate,
  taxMinor: sales.taxMinor,
  netMinor: sales.netMinor,
  chargeCode: sales.chargeCode,
  rectifiesCode: sales.rectifiesCode,
  journeyId: sales.journeyId,
  requesterId: sales.requesterId,
  requesterName,
  startAt: sales.startAt,
};

/** Sales of the month that bill a ride booked here, with the ride they bill. */
export async function matchedSales(db: Db, m: ReconciliationMonth, page: { after: SaleCursor | null; limit: number }) {
  const rows = await db
    .select({
      ...saleColumns,
      bookingId: sales.bookingId,
      riderName: bookings.riderName,
      pickupAt: bookings.pickupAt,
      labelSlug: bookings.reportLabelSlug,
    })
    .from(sales)
    .innerJoin(bookings, eq(bookings.id, sales.bookingId))
    .leftJoin(requesters, eq(requesters.id, sales.requesterId))
    .where(and(inMonth(m), afterSale(page.after)))
    .orderBy(asc(sales.invoiceDate), asc(sales.code))
    .limit(page.limit);
  return { rows, next: nextSale(rows, page.limit) };
}

/** Sales of the month no ride booked here accounts for: booked outside Ridedesk, with their requester and charge code. */
export async function outsideSales(db: Db, m: ReconciliationMonth, page: { after: SaleCursor | null; limit: number }) {
  const rows = await db
    .select({ ...saleColumns, labelName: labels.name })
    .from(sales)
    .leftJoin(requesters, eq(requesters.id, sales.requesterId))
    .leftJoin(labels, eq(labels.slug, sales.chargeCode))
    .where(and(inMonth(m), isNull(sales.bookingId), afterSale(page.after)))
    .orderBy(asc(sales.invoiceDate), asc(sales.code))
    .limit(page.limit);
  return { rows, next: nextSale(rows, page.limit) };
}

function nextSale<T extends { invoiceDate: string; code: string }>(rows: T[], limit: number): SaleCursor | null {
  const last = rows[rows.length - 1];
  return rows.length === limit && last ? { day: last.invoiceDate, code: last.code } : null;
}

export type MatchedSale = Awaited<ReturnType<typeof matchedSales>>["rows"][number];
export type OutsideSale = Awaited<ReturnType<typeof outsideSales>>["rows"][number];

/** Per currency and tax rate: the month's sales, their total, tax and net, matched and outside apart. */
export type TaxLine = {
  currency: string;
  taxRate: number;
  sales: number;
  totalMinor: number;
  taxMinor: number;
  netMinor: number;
  outsideMinor: number;
  outsideSales: number;
};
export type CurrencyTotal = Omit<TaxLine, "taxRate"> & { rates: TaxLine[] };

const num = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::float8`.mapWith(Number);

/** The month's totals per currency, and within each its tax per rate; largest currency first. */
export async function reconciliationTotals(db: Db, m: ReconciliationMonth): Promise<CurrencyTotal[]> {
  const rows: TaxLine[] = await db
    .select({
      currency: sales.currency,
      taxRate: sales.taxRate,
      sales: num(sql`count(*)`),
      totalMinor: num(sql`sum(${sales.totalMinor})`),
      taxMinor: num(sql`sum(${sales.taxMinor})`),
      netMinor: num(sql`sum(${sales.netMinor})`),
      outsideMinor: num(sql`sum(${sales.totalMinor}) filter (where ${sales.bookingId} is null)`),
      outsideSales: num(sql`count(*) filter (where ${sales.bookingId} is null)`),
    })
    .from(sales)
    .where(inMonth(m))
    .groupBy(sales.currency, sales.taxRate)
    .orderBy(asc(sales.currency), asc(sales.taxRate));
  const by = new Map<string, CurrencyTotal>();
  for (const r of rows) {
    const t = by.get(r.currency) ?? { currency: r.currency, sales: 0, totalMinor: 0, taxMinor: 0, netMinor: 0, outsideMinor: 0, outsideSales: 0, rates: [] };
    t.sales += r.sales;
    t.totalMinor += r.totalMinor;
    t.taxMinor += r.taxMinor;
    t.netMinor += r.netMinor;
    t.outsideMinor += r.outsideMinor;
    t.outsideSales += r.outsideSales;
    t.rates.push(r);
    by.set(r.currency, t);
  }
  return [...by.values()].sort((a, b) => b.sales - a.sales || a.currency.localeCompare(b.currency));
}
