import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { DIFFERENCE_THRESHOLD, lastMonth } from "./reconciliation-month";
import { ELSEWHERE, NOVEMBER, ZONE, seedReconciliation } from "./reconciliation.testing";
import { matchedSales, outsideSales, reconciliationTotals } from "./reconciliation-queries";
import { flaggedRides, invoiceDifferences, ridesWithoutSale } from "./reconciliation-rides-queries";
import { reconciliationView } from "./reconciliation-view";
import { splitTax } from "./tax";

const all = { after: null, limit: 100 };

describe.each(TEST_ENGINES)("the month's reconciliation on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let world: Awaited<ReturnType<typeof seedReconciliation>>;
  beforeAll(async () => {
    world = await seedReconciliation(h.db);
  }, 60_000);

  it("reads months on the company's calendar, last month by default", () => {
    expect(lastMonth(new Date("2026-11-30T22:30:00Z"), ZONE)).toBe("2026-10"); // 23:30 on 30 November in Madrid
    expect(lastMonth(new Date("2026-11-30T23:30:00Z"), ZONE)).toBe("2026-11"); // 00:30 on 1 December in Madrid
    expect(NOVEMBER).toMatchObject({ from: "2026-11-01", to: "2026-11-30", start: new Date("2026-10-31T23:00:00Z"), end: new Date("2026-11-30T23:00:00Z") });
  });

  it("lists every sale of the month with the ride it bills, its rectification too, and none of another month", async () => {
    const { rows } = await matchedSales(h.db, NOVEMBER, all);
    expect(rows.map((r) => [r.invoiceDate, r.totalMinor, r.bookingId])).toEqual([
      ["2026-11-03", 1400, world.rides.corrected.id],
      ["2026-11-05", -50, world.rides.corrected.id],
      ["2026-11-10", 2300, world.rides.overcharged.id],
      ["2026-11-11", 10200, world.rides.withinPercent.id],
      ["2026-11-12", 250, world.rides.withinUnit.id],
      ["2026-11-13", 1950, world.rides.otherCurrency.id],
    ]);
    expect(rows[1]).toMatchObject({ rectifiesCode: world.sale.code, riderName: "Ana Ruiz" });
    // Paged on (day, code): a second batch starts where the first ended.
    const first = await matchedSales(h.db, NOVEMBER, { after: null, limit: 2 });
    const second = await matchedSales(h.db, NOVEMBER, { after: first.next, limit: 2 });
    expect([...first.rows, ...second.rows].map((r) => r.totalMinor)).toEqual([1400, -50, 2300, 10200]);
  });

  it("lists the sales no ride booked here accounts for, with their requester and charge code", async () => {
    const { rows } = await outsideSales(h.db, NOVEMBER, all);
    expect(rows.map((r) => [r.code, r.currency, r.totalMinor, r.requesterId, r.chargeCode])).toEqual([
      [world.outside.eur.code, "EUR", 1500, ELSEWHERE, "marketing"],
      [world.outside.clp.code, "CLP", 5000, ELSEWHERE, "sales-emea"],
    ]);
  });

  it("lists ended rides without a sale a day after they ended, not before, and never a cancelled one", async () => {
    const early = await ridesWithoutSale(h.db, NOVEMBER, new Date("2026-12-01T09:00:00Z"), all);
    expect(early.rows.map((r) => r.bookingId)).toEqual([world.rides.unbilled.id]);
    const later = await ridesWithoutSale(h.db, NOVEMBER, new Date("2026-12-01T10:00:00Z"), all);
    expect(later.rows.map((r) => r.bookingId)).toEqual([world.rides.unbilled.id, world.rides.lateInMonth.id]);
    expect(later.rows[0]).toMatchObject({ currency: "EUR", finalMinor: 1500, endedAt: new Date("2026-11-20T09:30:00Z") });
  });

  it("lists the differences between final and invoiced amounts beyond 5 % and €1.00, rectifications summed, and rides invoiced in another currency", async () => {
    const { rows } = await invoiceDifferences(h.db, NOVEMBER, DIFFERENCE_THRESHOLD, all);
    // 1400 − 50 equals its final 1350; 2 % of 100.00 and 0.50 on 2.00 are under the threshold.
    // A ride priced in euros and invoiced in dollars: no threshold weighs the two, so it is listed, with no difference made up.
    expect(rows.map((r) => [r.bookingId, r.currency, r.finalMinor, r.invoicedCurrency, r.invoicedMinor, r.differenceMinor])).toEqual([
      [world.rides.overcharged.id, "EUR", 2000, "EUR", 2300, 300],
      [world.rides.otherCurrency.id, "EUR", 1800, "USD", 1950, null],
    ]);
    const lower = await invoiceDifferences(h.db, NOVEMBER, { percent: 1, wholeUnits: 0 }, all);
    expect(lower.rows.map((r) => r.bookingId)).toEqual([
      world.rides.overcharged.id,
      world.rides.withinPercent.id,
      world.rides.withinUnit.id,
      world.rides.otherCurrency.id,
    ]);
    expect(await flaggedRides(h.db, NOVEMBER, new Date("2026-12-10T00:00:00Z"), DIFFERENCE_THRESHOLD)).toEqual([
      { id: world.rides.overcharged.id, withoutSale: false, differs: true },
      { id: world.rides.otherCurrency.id, withoutSale: false, differs: true },
      { id: world.rides.unbilled.id, withoutSale: true, differs: false },
      { id: world.rides.lateInMonth.id, withoutSale: true, differs: false },
    ]);
  });

  it("gives the page each list's count and its first rows, from one pass over the month's rides", async () => {
    const view = await reconciliationView(h.db, NOVEMBER, new Date("2026-12-10T00:00:00Z"), DIFFERENCE_THRESHOLD, 1);
    expect(view.sales).toEqual({ matched: 6, outside: 2 });
    expect(view.rides).toEqual({ withoutSale: 2, differences: 2 });
    expect(view.withoutSale.map((r) => r.bookingId)).toEqual([world.rides.unbilled.id]);
    expect(view.differences.map((r) => [r.bookingId, r.differenceMinor])).toEqual([[world.rides.overcharged.id, 300]]);
    expect(view.matched).toHaveLength(1);
    expect(view.outside.map((r) => r.code)).toEqual([world.outside.eur.code]);
  });

  it("totals the month per currency, never adding two, with the tax per rate", async () => {
    const totals = await reconciliationTotals(h.db, NOVEMBER);
    const tax = (...totals: [number, number][]) => totals.reduce((n, [t, r]) => n + splitTax(t, r).taxMinor, 0);
    const eur10 = [1400, -50, 2300, 10200, 250];
    expect(totals).toEqual([
      {
        currency: "EUR",
        sales: 6,
        totalMinor: 14100 + 1500,
        taxMinor: tax(...eur10.map((t): [number, number] => [t, 10]), [1500, 21]),
        netMinor: 15600 - tax(...eur10.map((t): [number, number] => [t, 10]), [1500, 21]),
        outsideMinor: 1500,
        outsideSales: 1,
        rates: [
          expect.objectContaining({ taxRate: 10, sales: 5, totalMinor: 14100, taxMinor: tax(...eur10.map((t): [number, number] => [t, 10])) }),
          expect.objectContaining({ taxRate: 21, sales: 1, totalMinor: 1500, taxMinor: splitTax(1500, 21).taxMinor }),
        ],
      },
      {
        currency: "CLP",
        sales: 1,
        totalMinor: 5000,
        taxMinor: splitTax(5000, 19).taxMinor,
        netMinor: 5000 - splitTax(5000, 19).taxMinor,
        outsideMinor: 5000,
        outsideSales: 1,
        rates: [expect.objectContaining({ taxRate: 19, totalMinor: 5000 })],
      },
      {
        currency: "USD",
        sales: 1,
        totalMinor: 1950,
        taxMinor: 0,
        netMinor: 1950,
        outsideMinor: 0,
        outsideSales: 0,
        rates: [expect.objectContaining({ taxRate: 0, totalMinor: 1950 })],
      },
    ]);
  });
});
