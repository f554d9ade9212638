import "server-only";
import { and, asc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings, labels, requesters, sales } from "@/lib/db/schema";
import { currencyDigits } from "@/lib/money";
import { SALE_CURRENCIES } from "@/lib/provider/sales-schemas";
import { Temporal } from "temporal-polyfill";
import type { DifferenceThreshold, ReconciliationMonth } from "./reconciliation-month";

/**
 * The month's reconciliation, the rides' side: rides booked here whose pickup falls in the month
 * (on the company's calendar) that ended and have no sale a day later, and rides whose invoice
 * differs from their final price by more than the threshold. Keyset batches on (pickup, id).
 */

/** Where the last batch ended: the pickup instant as PostgreSQL wrote it (microseconds kept) and the id. */
export type RideCursor = { at: string; id: string };

/** How long the provider has to invoice a ended ride before it is listed (its sale usually comes within 2 hours). */
export const SALE_GRACE_MS = 24 * 3600_000;

const dayBefore = (day: string) => Temporal.PlainDate.from(day).subtract({ days: 1 }).toString();
const requesterName = sql<string | null>`nullif(trim(${requesters.name} || ' ' || ${requesters.surname}), '')`;
const finalAmount = sql<number>`(${bookings.totals} -> 'priceTotal' ->> 'amount')::bigint`;
const finalCurrency = sql<string>`${bookings.totals} -> 'priceTotal' ->> 'currency'`;
/** When the ride ended: its drop off as first seen, else when it was seen terminated. */
const endedAt = sql<Date | null>`coalesce((${bookings.stateTimes} ->> 'drop off')::timestamptz, (${bookings.stateTimes} ->> 'terminated')::timestamptz)`;

const inMonth = (m: ReconciliationMonth, after: RideCursor | null): SQL =>
  and(
    eq(bookings.status, "booked"),
    gte(bookings.pickupAt, m.start),
    lt(bookings.pickupAt, m.end),
    after ? sql`(${bookings.pickupAt}, ${bookings.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
  )!;

const rideColumns = {
  bookingId: bookings.id,
  journeyId: bookings.journeyId,
  pickupAt: bookings.pickupAt,
  riderName: bookings.riderName,
  requesterId: bookings.requesterId,
  requesterName,
  labelSlug: bookings.reportLabelSlug,
  labelName: labels.name,
  cursorAt: sql<string>`${bookings.pickupAt}::text`,
};

/**
 * The month's rides' sales, one row per ride: how many, their sum, and their currency when they
 * share one. Aggregated once and joined by hash, so the page reads each sale once instead of
 * looking sales up ride by ride (100,000 rides: see npm run bench -- reconciliation).
 */
function billedRides(db: Db, m: ReconciliationMonth, only?: string[]) {
  return (
    db
      .select({
        bookingId: sales.bookingId,
        count: sql<number>`count(*)`.as("sale_count"),
        total: sql<number>`sum(${sales.totalMinor})`.as("sale_total"),
        currency: sql<string | null>`case when min(${sales.currency}) = max(${sales.currency}) then min(${sales.currency}) end`.as("sale_currency"),
      })
      .from(sales)
      // A ride of the month is invoiced from its pickup's day on (a day earlier, for the zones that
      // start their day before the company's); its corrections may come any time after.
      .where(and(isNotNull(sales.bookingId), gte(sales.invoiceDate, dayBefore(m.from)), only ? inArray(sales.bookingId, only) : undefined))
      .groupBy(sales.bookingId)
      .as("billed")
  );
}
type Billed = ReturnType<typeof billedRides>;

/** Completed rides (dropped off) that ended more than a day before `now` and still have no sale. */
const unbilled = (billed: Billed, now: Date) =>
  sql`${billed.count} is null and ${bookings.endState} = 'drop off' and ${endedAt} <= ${new Date(now.getTime() - SALE_GRACE_MS).toISOString()}::timestamptz`;

/** What the ride was invoiced in its final price's currency (its sales and rectifications summed); null when its sales are in another, or in several. */
const invoicedOf = (billed: Billed) => sql`case when ${billed.currency} = ${finalCurrency} then ${billed.total} end`;

/**
 * The threshold in SQL: the difference above `percent` of the final price and at least
 * `wholeUnits` of its currency, each currency's minor units told from the runtime's ISO 4217 data.
 */
function beyond(billed: Billed, threshold: DifferenceThreshold): SQL {
  // The provider's currencies (CLP has no decimals); any other with two.
  const unit = sql`case ${finalCurrency} ${sql.join(
    SALE_CURRENCIES.map((c) => sql`when ${c} then ${threshold.wholeUnits * 10 ** currencyDigits(c)}::bigint`),
    sql` `,
  )} else ${threshold.wholeUnits * 100}::bigint end`;
  const diff = sql`abs(${invoicedOf(billed)} - ${finalAmount})`;
  return sql`${finalAmount} is not null and ${diff} * 100 > ${threshold.percent}::bigint * abs(${finalAmount}) and ${diff} >= ${unit}`;
}

/**
 * A ride whose final price and invoice finance must look at: beyond the threshold, or invoiced in
 * a currency other than its final price's (or in several), which no threshold can weigh.
 */
const differs = (billed: Billed, threshold: DifferenceThreshold): SQL =>
  sql`(${finalAmount} is not null and ${billed.count} is not null and (${billed.currency} is distinct from ${finalCurrency} or ${beyond(billed, threshold)}))`;

/** A list's page: after a cursor, or only the rides named (the page's first rows, found by flaggedRides). */
type Page = { after: RideCursor | null; limit: number; only?: string[] };
const onlyThese = (page: Page) => (page.only ? inArray(bookings.id, page.only.length ? page.only : ["00000000-0000-0000-0000-000000000000"]) : undefined);

export async function ridesWithoutSale(db: Db, m: ReconciliationMonth, now: Date, page: Page) {
  const billed = billedRides(db, m, page.only);
  const rows = await db
    .select({
      ...rideColumns,
      currency: finalCurrency,
      finalMinor: sql<number | null>`${finalAmount}::float8`,
      endedAt: sql<string>`${endedAt}::text`,
    })
    .from(bookings)
    .leftJoin(billed, eq(billed.bookingId, bookings.id))
    .leftJoin(requesters, eq(requesters.id, bookings.requesterId))
    .leftJoin(labels, eq(labels.slug, bookings.reportLabelSlug))
    .where(and(inMonth(m, page.after), onlyThese(page), unbilled(billed, now)))
    .orderBy(asc(bookings.pickupAt), asc(bookings.id))
    .limit(page.limit);
  return { rows: rows.map(({ endedAt: at, ...r }) => ({ ...r, endedAt: new Date(at) })), next: nextRide(rows, page.limit) };
}

/**
 * Rides of the month with a final price and an invoice that differ beyond the threshold, or that
 * were invoiced in another currency: then the invoice in its own (none when in several) and no difference.
 */
export async function invoiceDifferences(db: Db, m: ReconciliationMonth, threshold: DifferenceThreshold, page: Page) {
  const billed = billedRides(db, m, page.only);
  const rows = await db
    .select({
      ...rideColumns,
      currency: finalCurrency,
      finalMinor: sql<number>`${finalAmount}::float8`.mapWith(Number),
      invoicedMinor: sql<number | null>`(case when ${billed.currency} is not null then ${billed.total} end)::float8`,
      invoicedCurrency: sql<string | null>`${billed.currency}`,
    })
    .from(bookings)
    .innerJoin(billed, eq(billed.bookingId, bookings.id))
    .leftJoin(requesters, eq(requesters.id, bookings.requesterId))
    .leftJoin(labels, eq(labels.slug, bookings.reportLabelSlug))
    .where(and(inMonth(m, page.after), onlyThese(page), differs(billed, threshold)))
    .orderBy(asc(bookings.pickupAt), asc(bookings.id))
    .limit(page.limit);
  return {
    rows: rows.map((r) => ({
      ...r,
      invoicedMinor: r.invoicedMinor === null ? null : Number(r.invoicedMinor),
      differenceMinor: r.invoicedCurrency === r.currency && r.invoicedMinor !== null ? Number(r.invoicedMinor) - r.finalMinor : null,
    })),
    next: nextRide(rows, page.limit),
  };
}

/**
 * Every ride of the month either list holds, oldest pickup first, with which: one pass over the
 * month's rides for both lists' counts and their first rows (whose details are then read by id).
 */
export async function flaggedRides(db: Db, m: ReconciliationMonth, now: Date, threshold: DifferenceThreshold) {
  const billed = billedRides(db, m);
  const withoutSale = unbilled(billed, now);
  const differ = differs(billed, threshold);
  return db.transaction(async (tx) => {
    // The month's sales grouped by ride fit in memory this way: at the default 4 MB, 100,000 of them
    // spill to disk and the page's first view takes twice as long (npm run bench -- reconciliation).
    await tx.execute(sql`set local work_mem = '64MB'`);
    return tx
      .select({ id: bookings.id, withoutSale: sql<boolean>`coalesce(${withoutSale}, false)`, differs: sql<boolean>`coalesce(${differ}, false)` })
      .from(bookings)
      .leftJoin(billed, eq(billed.bookingId, bookings.id))
      .where(and(inMonth(m, null), sql`(${withoutSale} or ${differ})`))
      .orderBy(asc(bookings.pickupAt), asc(bookings.id));
  });
}

function nextRide<T extends { cursorAt: string; bookingId: string }>(rows: T[], limit: number): RideCursor | null {
  const last = rows[rows.length - 1];
  return rows.length === limit && last ? { at: last.cursorAt, id: last.bookingId } : null;
}

export type RideWithoutSale = Awaited<ReturnType<typeof ridesWithoutSale>>["rows"][number];
export type InvoiceDifference = Awaited<ReturnType<typeof invoiceDifferences>>["rows"][number];
