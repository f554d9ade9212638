import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { sales } from "@/lib/db/schema";

/**
 * What a ride was invoiced, for queries over rides owned elsewhere (reports): its sales and their
 * rectifications summed, in the ride's own currency only, so amounts of two currencies are never
 * added (a sale in another currency is listed by the month's reconciliation instead). Null while
 * no sale has come. The caller passes the ride's id and currency columns: lib/sales does not read
 * the bookings table outside its query modules.
 */
export const invoicedMinor = (bookingId: AnyPgColumn | SQL, currency: AnyPgColumn | SQL): SQL<number | null> =>
  sql<number | null>`(select sum(${sales.totalMinor}) from ${sales} where ${sales.bookingId} = ${bookingId} and ${sales.currency} = ${currency})`;
