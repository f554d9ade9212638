import "server-only";
import { isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";

/** What rides have been booked with, for the Policy page's suggestions (a budget's currency, the allowed products). */

/** The currencies rides have been priced in, most used first: what a budget or cap can count. */
export async function pricedCurrencies(db: Db): Promise<string[]> {
  const rows = await db
    .select({ currency: bookings.priceCurrency, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(isNotNull(bookings.priceCurrency))
    .groupBy(bookings.priceCurrency)
    .orderBy(sql`count(*) desc`);
  return rows.map((r) => r.currency!);
}

/** The provider's product names rides were booked with, for the allowed-products suggestions. */
export async function bookedProductNames(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ name: bookings.productName }).from(bookings).orderBy(bookings.productName).limit(200);
  return rows.map((r) => r.name).filter((n) => n.trim() !== "");
}
