import { bookedJourney } from "@/lib/booking/testing";
import type { Db } from "@/lib/db/client";
import { saleInput } from "./from-provider";
import { saveSales } from "./queries";
import { reconciliationMonth } from "./reconciliation-month";
import { journeySale, rectificationOf } from "./testing";

/**
 * November 2026 in Madrid as finance closes it: rides that match their invoice, one overcharged, two
 * within the threshold, one invoiced in dollars, two ended without a sale (one only on the month's last day), a cancelled one,
 * one of December's first minutes, and sales booked outside Ridedesk in euros, pesos and October.
 */
export const ZONE = "Europe/Madrid";
export const NOVEMBER = reconciliationMonth("2026-11", ZONE);
export const ELSEWHERE = "e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5";

/** A ride of November that ended (dropped off) at `endedAt`, with its final price. */
const ended = (db: Db, pickup: string, final: number | null, endedAt = pickup, endState = "drop off") =>
  bookedJourney(db, {
    pickupAt: new Date(pickup),
    journeyState: "terminated",
    endState,
    stateTimes: { [endState]: endedAt, terminated: endedAt },
    totals:
      final === null
        ? null
        : { price: { amount: final, currency: "EUR" }, discount: { amount: 0, currency: "EUR" }, priceTotal: { amount: final, currency: "EUR" } },
  });

export async function seedReconciliation(db: Db) {
  const rides = {
    corrected: await ended(db, "2026-11-03T09:00:00Z", 1350),
    overcharged: await ended(db, "2026-11-10T09:00:00Z", 2000),
    withinPercent: await ended(db, "2026-11-11T09:00:00Z", 10000),
    withinUnit: await ended(db, "2026-11-12T09:00:00Z", 200),
    otherCurrency: await ended(db, "2026-11-13T09:00:00Z", 1800),
    unbilled: await ended(db, "2026-11-20T09:00:00Z", 1500, "2026-11-20T09:30:00Z"),
    lateInMonth: await ended(db, "2026-11-30T09:00:00Z", 900, "2026-11-30T10:00:00Z"),
    cancelled: await ended(db, "2026-11-21T09:00:00Z", null, "2026-11-21T09:00:00Z", "rider cancel"),
    // 00:30 on 1 December in Madrid: December's, though still November in UTC.
    december: await ended(db, "2026-11-30T23:30:00Z", 800),
  };
  const sale = journeySale(rides.corrected.journeyId!, { total: 1400, invoiceDate: "2026-11-03" });
  const sales = [
    sale,
    rectificationOf(sale.code, -50, { invoiceDate: "2026-11-05" }),
    journeySale(rides.overcharged.journeyId!, { total: 2300, invoiceDate: "2026-11-10" }),
    journeySale(rides.withinPercent.journeyId!, { total: 10200, invoiceDate: "2026-11-11" }),
    journeySale(rides.withinUnit.journeyId!, { total: 250, invoiceDate: "2026-11-12" }),
    journeySale(rides.otherCurrency.journeyId!, { total: 1950, currency: "USD", taxRate: 0, invoiceDate: "2026-11-13" }),
    journeySale(rides.december.journeyId!, { total: 800, invoiceDate: "2026-12-01" }),
  ].map((s) => saleInput(s));
  const outside = {
    eur: journeySale("journey-elsewhere-1", { total: 1500, taxRate: 21, invoiceDate: "2026-11-15", chargeCode: "marketing" }),
    clp: journeySale("journey-elsewhere-2", { total: 5000, currency: "CLP", taxRate: 19, invoiceDate: "2026-11-16" }),
    october: journeySale("journey-elsewhere-3", { total: 999, invoiceDate: "2026-10-31" }),
  };
  await saveSales(db, [...sales, ...Object.values(outside).map((s) => saleInput(s, { requesterId: ELSEWHERE }))]);
  return { rides, sale, outside };
}
