import "server-only";
import { and, asc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings, labels, requesters, sales } from "@/lib/db/schema";

/** Where the last batch ended: the invoice day and the sale's code. */
export type ExpenseCursor = { date: string; code: string };

/** The first and last day of a month (YYYY-MM), as invoice days. */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number);
  const last = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/**
 * One batch of the month's invoiced rides, in invoice order after the cursor: each ride's own sale
 * invoiced in the month (rectifications are not rides), with its corrections summed into what it
 * cost, whenever they came. Keyset paging on (invoice day, code), so each batch costs the same.
 * Times are the sale's (the states we saw while it has none), on the pickup's clock.
 */
export async function expenseBatch(db: Db, scope: { month: string; companyZone: string; after: ExpenseCursor | null; limit: number }) {
  const { from, to } = monthDays(scope.month);
  const zone = sql`coalesce(${bookings.zone}, ${scope.companyZone})`;
  const local = (at: ReturnType<typeof sql>) => sql<string | null>`to_char((${at}) at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS')`;
  const startAt = sql`coalesce(${sales.startAt}, (${bookings.stateTimes} ->> 'pick up')::timestamptz)`;
  const endAt = sql`coalesce(${sales.endAt}, (${bookings.stateTimes} ->> 'drop off')::timestamptz, (${bookings.stateTimes} ->> 'terminated')::timestamptz)`;
  const fixes = (column: "total_minor" | "tax_minor" | "net_minor") =>
    sql<number>`coalesce((select sum(fix.${sql.identifier(column)}) from ${sales} as fix where fix.rectifies_code = ${sales.code} and fix.currency = ${sales.currency}), 0)::bigint`.mapWith(
      Number,
    );
  const after = scope.after ? sql`(${sales.invoiceDate}, ${sales.code}) > (${scope.after.date}, ${scope.after.code})` : undefined;
  const rows = await db
    .select({
      code: sales.code,
      invoiceDate: sales.invoiceDate,
      currency: sales.currency,
      totalMinor: sales.totalMinor,
      discountMinor: sales.discountMinor,
      taxRate: sales.taxRate,
      taxType: sales.taxType,
      taxMinor: sales.taxMinor,
      netMinor: sales.netMinor,
      fixTotalMinor: fixes("total_minor"),
      fixTaxMinor: fixes("tax_minor"),
      fixNetMinor: fixes("net_minor"),
      startLocal: local(startAt),
      endLocal: local(endAt),
      zone: sql<string>`${zone}`,
      pickup: bookings.pickupLabel,
      dropoff: bookings.destinationLabel,
      driver: sql<string | null>`${bookings.driver} ->> 'name'`,
      plate: sql<string | null>`${bookings.vehicle} ->> 'plate'`,
      costCentre: sql<string | null>`coalesce(${labels.name}, ${bookings.reportLabelSlug})`,
      reason: bookings.reportReason,
      rider: bookings.riderName,
      requester: sql<string>`coalesce(nullif(trim(${requesters.name} || ' ' || ${requesters.surname}), ''), ${bookings.requesterId})`,
      journeyId: sales.journeyId,
    })
    .from(sales)
    .innerJoin(bookings, eq(bookings.id, sales.bookingId))
    .leftJoin(labels, eq(labels.slug, bookings.reportLabelSlug))
    .leftJoin(requesters, eq(requesters.id, bookings.requesterId))
    .where(and(isNull(sales.rectifiesCode), gte(sales.invoiceDate, from), lte(sales.invoiceDate, to), after))
    .orderBy(asc(sales.invoiceDate), asc(sales.code))
    .limit(scope.limit);
  const last = rows[rows.length - 1];
  return { rows, next: rows.length === scope.limit && last ? { date: last.invoiceDate, code: last.code } : null };
}

export type ExpenseRow = Awaited<ReturnType<typeof expenseBatch>>["rows"][number];
