import "server-only";
import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { sales } from "@/lib/db/schema";
import { bookingsByJourneyIds } from "@/lib/booking/journey-queries";
import type { SaleInput } from "./from-provider";
import type { RideInvoice } from "./invoice";

export type SaleRow = typeof sales.$inferSelect;

/** What a batch did: sales new to us, and sales we had that were read again (updated in place, never counted twice). */
export type SaveResult = { added: number; updated: number };

/** Sales per statement: well below PostgreSQL's 65,535 parameters at 25 columns each. */
const CHUNK = 500;

/** A rectification without a journey takes its corrected sale's, and the booking and requester with it. */
async function linkToCorrected(db: Db, inputs: SaleInput[]): Promise<Map<string, Pick<SaleRow, "journeyId" | "bookingId" | "requesterId">>> {
  const wanted = [...new Set(inputs.filter((s) => s.rectifiesCode && !s.journeyId).map((s) => s.rectifiesCode!))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ code: sales.code, journeyId: sales.journeyId, bookingId: sales.bookingId, requesterId: sales.requesterId })
    .from(sales)
    .where(inArray(sales.code, wanted));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  // The corrected sale may come in the same batch.
  for (const s of inputs)
    if (s.journeyId && wanted.includes(s.code)) byCode.set(s.code, { code: s.code, journeyId: s.journeyId, bookingId: null, requesterId: s.requesterId });
  return byCode;
}

/**
 * Keeps sales as the provider gave them, keyed on the sale's code: a sale read again is updated in
 * place. Each is matched to the booking of its journey (none: booked outside Ridedesk); a
 * rectification is linked to the sale it corrects, now if that one is known, else when it arrives.
 * What a read knew (the requester) is not forgotten by a read that did not.
 */
export async function saveSales(db: Db, inputs: SaleInput[], now = new Date()): Promise<SaveResult> {
  const result: SaveResult = { added: 0, updated: 0 };
  // One row per code: a page that shifted while being read may repeat a sale; the last word wins.
  const unique = [...new Map(inputs.map((s) => [s.code, s])).values()];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const chunk = unique.slice(i, i + CHUNK);
    const corrected = await linkToCorrected(db, chunk);
    const withJourney = chunk.map((s) => ({ ...s, journeyId: s.journeyId ?? (s.rectifiesCode ? (corrected.get(s.rectifiesCode)?.journeyId ?? null) : null) }));
    const booked = await bookingsByJourneyIds(
      db,
      withJourney.flatMap((s) => (s.journeyId ? [s.journeyId] : [])),
    );
    const rows = withJourney.map((s) => {
      const booking = s.journeyId ? booked.get(s.journeyId) : undefined;
      const fromCorrected = s.rectifiesCode ? corrected.get(s.rectifiesCode) : undefined;
      return { ...s, bookingId: booking?.id ?? null, requesterId: s.requesterId ?? booking?.requesterId ?? fromCorrected?.requesterId ?? null, updatedAt: now };
    });
    const saved = await db
      .insert(sales)
      .values(rows)
      .onConflictDoUpdate({
        target: sales.code,
        set: {
          kind: sql`excluded.kind`,
          invoiceDate: sql`excluded.invoice_date`,
          currency: sql`excluded.currency`,
          totalMinor: sql`excluded.total_minor`,
          discountMinor: sql`excluded.discount_minor`,
          taxRate: sql`excluded.tax_rate`,
          taxType: sql`excluded.tax_type`,
          taxMinor: sql`excluded.tax_minor`,
          netMinor: sql`excluded.net_minor`,
          chargeCode: sql`excluded.charge_code`,
          country: sql`excluded.country`,
          region: sql`excluded.region`,
          description: sql`excluded.description`,
          startAt: sql`excluded.start_at`,
          endAt: sql`excluded.end_at`,
          pickup: sql`excluded.pickup`,
          dropoff: sql`excluded.dropoff`,
          journeyId: sql`coalesce(excluded.journey_id, ${sales.journeyId})`,
          requesterId: sql`coalesce(excluded.requester_id, ${sales.requesterId})`,
          rectifiesCode: sql`excluded.rectifies_code`,
          bookingId: sql`coalesce(excluded.booking_id, ${sales.bookingId})`,
          received: sql`excluded.received`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning({ added: sql<boolean>`(xmax = 0)` });
    for (const r of saved) result[r.added ? "added" : "updated"]++;
    await linkRectifications(
      db,
      chunk.map((s) => s.code),
    );
  }
  return result;
}

/** Rectifications that came before the sale they correct (or before it was matched) take its journey, booking and requester now. */
async function linkRectifications(db: Db, codes: string[]) {
  await db.execute(sql`
    update ${sales} as r set
      journey_id = coalesce(r.journey_id, o.journey_id),
      booking_id = coalesce(r.booking_id, o.booking_id),
      requester_id = coalesce(r.requester_id, o.requester_id)
    from ${sales} as o
    where ${inArray(sql`r.rectifies_code`, codes)} and o.code = r.rectifies_code
      and ((r.journey_id is null and o.journey_id is not null) or (r.booking_id is null and o.booking_id is not null))`);
}

/** Whether a journey's own sale (not only a rectification) is stored: its read is then done. */
export async function journeyHasSale(db: Db, journeyId: string): Promise<boolean> {
  const [row] = await db
    .select({ code: sales.code })
    .from(sales)
    .where(and(eq(sales.journeyId, journeyId), sql`${sales.rectifiesCode} is null`))
    .limit(1);
  return !!row;
}

/** A booking's sales, oldest invoice first, rectifications included. */
export const salesOfBooking = (db: Db, bookingId: string) =>
  db.select().from(sales).where(eq(sales.bookingId, bookingId)).orderBy(asc(sales.invoiceDate), asc(sales.firstSeenAt), asc(sales.code));

/** What a booking was invoiced, per currency: its sales and their rectifications summed. */
export async function invoicedOfBooking(db: Db, bookingId: string) {
  return db
    .select({
      currency: sales.currency,
      totalMinor: sql<number>`sum(${sales.totalMinor})::bigint`.mapWith(Number),
      taxMinor: sql<number>`sum(${sales.taxMinor})::bigint`.mapWith(Number),
      netMinor: sql<number>`sum(${sales.netMinor})::bigint`.mapWith(Number),
      count: sql<number>`count(*)::int`,
    })
    .from(sales)
    .where(eq(sales.bookingId, bookingId))
    .groupBy(sales.currency)
    .orderBy(sales.currency);
}

/** Sales invoiced in a period that no booking here matches: rides booked outside Ridedesk, kept with their requester and label. */
export const unmatchedSales = (db: Db, from: string, to: string) =>
  db
    .select()
    .from(sales)
    .where(and(isNull(sales.bookingId), gte(sales.invoiceDate, from), lte(sales.invoiceDate, to)))
    .orderBy(asc(sales.invoiceDate), asc(sales.code));

/** The currencies sales have come in, for the sweep to keep reading them. */
export async function saleCurrencies(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ currency: sales.currency }).from(sales);
  return rows.map((r) => r.currency);
}

/** How many sales of a period and currency no booking or read has given a requester. */
export async function unattributedSales(db: Db, from: string, to: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sales)
    .where(and(isNull(sales.requesterId), eq(sales.currency, currency), gte(sales.invoiceDate, from), lte(sales.invoiceDate, to)));
  return row?.n ?? 0;
}

/** A ride's invoice, for its page: its sales and corrections, and their sums. */
export async function rideInvoice(db: Db, bookingId: string): Promise<RideInvoice> {
  const rows = await salesOfBooking(db, bookingId);
  const lines = rows.map(({ code, invoiceDate, currency, totalMinor, taxMinor, taxRate, taxType, rectifiesCode }) => ({
    code,
    invoiceDate,
    currency,
    totalMinor,
    taxMinor,
    taxRate,
    taxType,
    rectifiesCode,
  }));
  const totals = (await invoicedOfBooking(db, bookingId)).map(({ currency, totalMinor, taxMinor }) => ({ currency, totalMinor, taxMinor }));
  return { lines, totals };
}

/** A requester's own sales (not corrections) that no booking accounts for, whose ride began in a time window. */
export const unmatchedSalesOf = (db: Db, requesterId: string, from: Date, to: Date) =>
  db
    .select()
    .from(sales)
    .where(and(isNull(sales.bookingId), isNull(sales.rectifiesCode), eq(sales.requesterId, requesterId), gte(sales.startAt, from), lte(sales.startAt, to)))
    .limit(50);
