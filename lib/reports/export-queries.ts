import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rideColumns, scopeWhere, type ReportScope } from "./queries";
import { bookings, labels, requesters, users } from "@/lib/db/schema";
import { invoicedMinor } from "@/lib/sales/report-sql";

/** Where the last batch ended: the pickup instant as PostgreSQL wrote it (microseconds kept) and the id. */
export type ExportCursor = { at: string; id: string };

/**
 * One batch of rides to export, oldest pickup first, after the cursor: keyset paging on the
 * (pickup_at, id) index, so each batch costs the same however deep the export is.
 * Times are formatted by the database: local at the pickup's zone (the company's when unknown) and UTC.
 */
export async function exportBatch(db: Db, scope: ReportScope & { companyZone: string; after: ExportCursor | null; limit: number }) {
  const zone = sql`coalesce(${bookings.zone}, ${scope.companyZone})`;
  const after = scope.after ? sql`(${bookings.pickupAt}, ${bookings.id}) > (${scope.after.at}::timestamptz, ${scope.after.id}::uuid)` : undefined;
  const rows = await db
    .select({
      // Only what the file needs, computed by the database: fewer and smaller values to carry per row.
      id: bookings.id,
      pickupLocal: sql<string>`to_char(${bookings.pickupAt} at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS')`,
      pickupUtc: sql<string>`to_char(${bookings.pickupAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      zone: sql<string>`${zone}`,
      priceAmount: bookings.priceAmount,
      priceCurrency: bookings.priceCurrency,
      finalAmount: sql<number | null>`(${bookings.totals} -> 'priceTotal' ->> 'amount')::float8`,
      finalCurrency: sql<string | null>`${bookings.totals} -> 'priceTotal' ->> 'currency'`,
      // The ride's sales and rectifications summed, in its currency (lib/sales/report-sql.ts).
      invoicedAmount: sql<number | null>`${invoicedMinor(bookings.id, bookings.priceCurrency)}::float8`,
      labelSlug: rideColumns.labelSlug,
      labelName: rideColumns.labelName,
      originalLabelSlug: rideColumns.originalLabelSlug,
      reason: rideColumns.reason,
      originalReason: rideColumns.originalReason,
      corrected: rideColumns.corrected,
      outsideRules: rideColumns.outsideRules,
      requester: sql<string>`coalesce(${rideColumns.requesterName}, ${bookings.requesterId})`,
      riderName: bookings.riderName,
      agent: sql<string | null>`coalesce(${users.name}, ${users.email})`,
      state: sql<string>`coalesce(${bookings.endState}, ${bookings.journeyState}, 'booked')`,
      // What the state is read from for people (the .xlsx writes it in words, as the page does).
      journeyState: bookings.journeyState,
      endState: bookings.endState,
      startAt: bookings.startAt,
      pickupAt: bookings.pickupAt,
      journeyId: bookings.journeyId,
      cursorAt: sql<string>`${bookings.pickupAt}::text`,
    })
    .from(bookings)
    .leftJoin(labels, eq(labels.slug, bookings.reportLabelSlug))
    .leftJoin(requesters, eq(requesters.id, bookings.requesterId))
    .leftJoin(users, eq(users.id, bookings.createdBy))
    .where(scopeWhere(scope, after))
    .orderBy(asc(bookings.pickupAt), asc(bookings.id))
    .limit(scope.limit);
  const last = rows[rows.length - 1];
  return { rows, next: rows.length === scope.limit && last ? { at: last.cursorAt, id: last.id } : null };
}

export type ExportRow = Awaited<ReturnType<typeof exportBatch>>["rows"][number];
