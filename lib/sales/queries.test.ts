import { describe, expect, it } from "vitest";
import { bookedJourney } from "@/lib/booking/testing";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { saleInput } from "./from-provider";
import { invoicedOfBooking, journeyHasSale, rideInvoice, salesOfBooking, saveSales, unmatchedSales } from "./queries";
import { journeySale, rectificationOf } from "./testing";

const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";

describe.each(TEST_ENGINES)("sales kept on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("keeps a sale matched to its booking, with tax and net derived, and a second read changes nothing", async () => {
    const booking = await bookedJourney(h.db);
    const sale = journeySale(booking.journeyId!, { total: 1234 });
    expect(await saveSales(h.db, [saleInput(sale)])).toEqual({ added: 1, updated: 0 });
    expect(await saveSales(h.db, [saleInput(sale), saleInput(sale)])).toEqual({ added: 0, updated: 1 });

    const [row, ...more] = await salesOfBooking(h.db, booking.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      code: sale.code,
      kind: "journey",
      invoiceDate: "2027-01-12",
      currency: "EUR",
      totalMinor: 1234,
      taxRate: 10,
      taxType: "iva",
      taxMinor: 112,
      netMinor: 1122,
      chargeCode: "sales-emea",
      country: "ES",
      region: "madrid",
      journeyId: booking.journeyId,
      requesterId: REQUESTER,
      bookingId: booking.id,
      rectifiesCode: null,
      pickup: { loc: [40.4169, -3.7035], name: "Puerta del Sol", addr: "Puerta del Sol, 1" },
      dropoff: { name: "Retiro", addr: null },
    });
    expect(row!.startAt).toEqual(new Date("2027-01-12T17:06:00.000Z"));
    expect(await journeyHasSale(h.db, booking.journeyId!)).toBe(true);
    expect(await invoicedOfBooking(h.db, booking.id)).toEqual([{ currency: "EUR", totalMinor: 1234, taxMinor: 112, netMinor: 1122, count: 1 }]);
  });

  it("sums a ride's sale and its rectifications, whichever arrives first", async () => {
    const booking = await bookedJourney(h.db);
    const sale = journeySale(booking.journeyId!, { total: 2000 });
    const early = rectificationOf(sale.code, -500);
    // The rectification is read first (from the period's list, which says nothing of its journey).
    await saveSales(h.db, [saleInput(early)]);
    expect(await salesOfBooking(h.db, booking.id)).toEqual([]);
    expect(await journeyHasSale(h.db, booking.journeyId!)).toBe(false);

    await saveSales(h.db, [saleInput(sale)]);
    const late = rectificationOf(sale.code, 100);
    await saveSales(h.db, [saleInput(late)]);
    const rows = await salesOfBooking(h.db, booking.id);
    expect(rows.map((r) => [r.code, r.rectifiesCode, r.journeyId, r.requesterId])).toEqual([
      [sale.code, null, booking.journeyId, REQUESTER],
      [early.code, sale.code, booking.journeyId, REQUESTER],
      [late.code, sale.code, booking.journeyId, REQUESTER],
    ]);
    expect(rows[1]).toMatchObject({ totalMinor: -500, taxMinor: -45, netMinor: -455 });
    expect(await invoicedOfBooking(h.db, booking.id)).toEqual([{ currency: "EUR", totalMinor: 1600, taxMinor: 182 - 45 + 9, netMinor: 1600 - 146, count: 3 }]);
    const invoice = await rideInvoice(h.db, booking.id);
    expect(invoice.totals).toEqual([{ currency: "EUR", totalMinor: 1600, taxMinor: 146 }]);
    expect(invoice.lines.map((l) => [l.code, l.totalMinor, l.rectifiesCode])).toEqual([
      [sale.code, 2000, null],
      [early.code, -500, sale.code],
      [late.code, 100, sale.code],
    ]);
  });

  it("keeps a sale for a journey it does not know, unmatched, with its requester and label, and matches it once its booking is known", async () => {
    const journeyId = crypto.randomUUID();
    const outside = journeySale(journeyId, { chargeCode: "engineering", invoiceDate: "2027-02-03", total: 8900, currency: "CLP", taxRate: 19 });
    await saveSales(h.db, [saleInput(outside, { requesterId: "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6" })]);
    const fix = rectificationOf(outside.code, -900, { invoiceDate: "2027-02-04", currency: "CLP", taxRate: 19 });
    await saveSales(h.db, [saleInput(fix)]);
    const unmatched = await unmatchedSales(h.db, "2027-02-01", "2027-02-28");
    expect(unmatched.map((r) => [r.code, r.bookingId, r.requesterId, r.chargeCode, r.currency, r.totalMinor, r.taxMinor])).toEqual([
      [outside.code, null, "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6", "engineering", "CLP", 8900, 1421],
      [fix.code, null, "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6", null, "CLP", -900, -144],
    ]);

    // A later read that does not know the requester keeps the one an earlier read knew.
    await saveSales(h.db, [saleInput(outside)]);
    expect((await unmatchedSales(h.db, "2027-02-03", "2027-02-03"))[0]?.requesterId).toBe("a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6");

    const booking = await bookedJourney(h.db, {}, journeyId);
    await saveSales(h.db, [saleInput(outside)]);
    expect((await salesOfBooking(h.db, booking.id)).map((r) => r.code)).toEqual([outside.code, fix.code]);
    expect(await unmatchedSales(h.db, "2027-02-01", "2027-02-28")).toEqual([]);
  });

  it("keeps a rectification of a sale never seen, and the journey a journey's read names", async () => {
    const orphan = rectificationOf("NEVERSEEN", -100, { invoiceDate: "2027-03-01" });
    await saveSales(h.db, [saleInput(orphan)]);
    expect((await unmatchedSales(h.db, "2027-03-01", "2027-03-01")).map((r) => [r.rectifiesCode, r.journeyId])).toEqual([["NEVERSEEN", null]]);

    const booking = await bookedJourney(h.db);
    const read = rectificationOf("ALSONEVERSEEN", -100, { invoiceDate: "2027-03-02" });
    await saveSales(h.db, [saleInput(read, { journeyId: booking.journeyId! })]);
    expect((await salesOfBooking(h.db, booking.id)).map((r) => r.code)).toEqual([read.code]);
  });

  it("takes a batch larger than one statement, with a sale repeated across shifted pages", async () => {
    const booking = await bookedJourney(h.db);
    const many = Array.from({ length: 1_203 }, (_, i) => saleInput(journeySale(crypto.randomUUID(), { invoiceDate: "2027-04-01", total: i })));
    const own = saleInput(journeySale(booking.journeyId!, { invoiceDate: "2027-04-01" }));
    expect(await saveSales(h.db, [...many.slice(0, 700), own, ...many.slice(600), own])).toEqual({ added: 1_204, updated: 0 });
    expect(await saveSales(h.db, many)).toEqual({ added: 0, updated: 1_203 });
    expect(await unmatchedSales(h.db, "2027-04-01", "2027-04-01")).toHaveLength(1_203);
  });
});
