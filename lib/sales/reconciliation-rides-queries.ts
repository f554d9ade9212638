import "server-only";
import { and, asc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings, labels, requesters, sales } from "@/lib/db/schema";
import { currencyDigits } from "@/lib/money";
import type { DifferenceThreshold, ReconciliationMonth } from "./reconciliation-month";
import { invoicedMinor } from "./report-sql";

/**
 * The month's reconciliation, the rides' side: rides booked here whose pickup falls in the month
 * (on the company's calendar) that ended and have no sale a day later, and rides whose invoice
 * differs from their final price by more than the threshold. Keyset batches on (pickup, id).
 */

/** Where the last batch ended: the pickup instant as PostgreSQL wrote it (microseconds kept) and the id. */
export type RideCursor = { at: string; id: string };

/** How long the provider has to invoice a ended ride before it is listed (its sale usually comes within 2 hours). */
export const SALE_GRACE_MS = 24 * 3600_000;

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

/** Completed rides (dropped off) that ended more than a day before `now` and still have no sale of their own. */
const unbilled = (now: Date) =>
  sql`${bookings.endState} = 'drop off' and ${endedAt} <= ${new Date(now.getTime() - SALE_GRACE_MS).toISOString()}::timestamptz
    and not exists (select 1 from ${sales} where ${sales.bookingId} = ${bookings.id})`;

export async function ridesWithoutSale(db: Db, m: ReconciliationMonth, now: Date, page: { after: RideCursor | null; limit: number }) {
  const rows = await db
    .select({
      ...rideColumns,
      currency: finalCurrency,
      finalMinor: sql<number | null>`${finalAmount}::float8`,
      endedAt: sql<string>`${endedAt}::text`,
    })
    .from(bookings)
    .leftJoin(requesters, eq(requesters.id, bookings.requesterId))
    .leftJoin(labels, eq(labels.slug, bookings.reportLabelSlug))
    .where(and(inMonth(m, page.after), unbilled(now)))
    .orderBy(asc(bookings.pickupAt), asc(bookings.id))
    .limit(page.limit);
  return { rows: rows.map(({ endedAt: at, ...r }) => ({ ...r, endedAt: new Date(at) })), next: nextRide(rows, page.limit) };
}

/** What the ride was invoiced in its final price's currency: the sales and rectifications summed. */
const invoiced = invoicedMinor(bookings.id, finalCurrency);

/**
 * The threshold in SQL: the difference above `percent` of the final price and at least
 * `wholeUnits` of its currency, each currency's minor units told from the runtime's ISO 4217 data.
 */
function beyond(threshold: DifferenceThreshold, currencies: string[]): SQL {
  const unit = currencies.length
    ? sql`case ${finalCurrency} ${sql.join(
        currencies.map((c) => sql`when ${c} then ${threshold.wholeUnits * 10 ** currencyDigits(c)}::bigint`),
        sql` `,
      )} else ${threshold.wholeUnits * 100}::bigint end`
    : sql`${threshold.wholeUnits * 100}::bigint`;
  const diff = sql`abs(${invoiced} - ${finalAmount})`;
  return sql`${diff} * 100 > ${threshold.percent}::bigint * abs(${finalAmount}) and ${diff} >= ${unit}`;
}

/** The currencies the month's rides ended in, for the threshold's whole units. */
async function finalCurrencies(db: Db, m: ReconciliationMonth): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: finalCurrency })
    .from(bookings)
    .where(and(inMonth(m, null), sql`${finalCurrency} is not null`));
  return rows.map((r) => r.currency);
}

/** Rides of the month with a final price and an invoice that differ beyond the threshold. */
export async function invoiceDifferences(db: Db, m: ReconciliationMonth, threshold: DifferenceThreshold, page: { after: RideCursor | null; limit: number }) {
  const currencies = await finalCurrencies(db, m);
  const rows = await db
    .select({
      ...rideColumns,
      currency: finalCurrency,
      finalMinor: sql<number>`${finalAmount}::float8`.mapWith(Number),
      invoicedMinor: sql<number>`${invoiced}::float8`.mapWith(Number),
    })
    .from(bookings)
    .leftJoin(requesters, eq(requesters.id, bookings.requesterId))
    .leftJoin(labels, eq(labels.slug, bookings.reportLabelSlug))
    .where(and(inMonth(m, page.after), sql`${finalAmount} is not null`, beyond(threshold, currencies)))
    .orderBy(asc(bookings.pickupAt), asc(bookings.id))
    .limit(page.limit);
  return { rows: rows.map((r) => ({ ...r, differenceMinor: r.invoicedMinor - r.finalMinor })), next: nextRide(rows, page.limit) };
}

/** How many rides each list holds, for the page's headings. */
export async function rideCounts(
  db: Db,
  m: ReconciliationMonth,
  now: Date,
  threshold: DifferenceThreshold,
): Promise<{ withoutSale: number; differences: number }> {
  const currencies = await finalCurrencies(db, m);
  const [row] = await db
    .select({
      withoutSale: sql<number>`count(*) filter (where ${unbilled(now)})::float8`.mapWith(Number),
      differences: sql<number>`count(*) filter (where ${finalAmount} is not null and ${beyond(threshold, currencies)})::float8`.mapWith(Number),
    })
    .from(bookings)
    .where(inMonth(m, null));
  return row ?? { withoutSale: 0, differences: 0 };
}

function nextRide<T extends { cursorAt: string; bookingId: string }>(rows: T[], limit: number): RideCursor | null {
  const last = rows[rows.length - 1];
  return rows.length === limit && last ? { at: last.cursorAt, id: last.bookingId } : null;
}

export type RideWithoutSale = Awaited<ReturnType<typeof ridesWithoutSale>>["rows"][number];
export type InvoiceDifference = Awaited<ReturnType<typeof invoiceDifferences>>["rows"][number];
