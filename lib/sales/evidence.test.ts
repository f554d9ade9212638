import { describe, expect, it } from "vitest";
import { bookedJourney, bookingIntent } from "@/lib/booking/testing";
import { claimIntent, markAbandonedUncertain } from "@/lib/booking/queries";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import type { Sale } from "@/lib/provider/sales-schemas";
import { saleEvidence } from "./evidence";
import { saleInput } from "./from-provider";
import { saveSales } from "./queries";
import { journeySale } from "./testing";

const ANA = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const BRUNO = "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6";
const SOL: [number, number] = [40.4169, -3.7035];
const PICKUP_AT = new Date("2027-01-12T17:00:00.000Z");

/** A sale of a ride booked elsewhere (or whose answer was lost), started at `start` from `from`. */
function rideSale(start: string, from: [number, number], name = "Puerta del Sol"): Sale {
  const sale = journeySale(crypto.randomUUID());
  const o = sale.concept.type_object as { start_at: string; pickup: { loc: [number, number]; name: string } };
  o.start_at = start;
  o.pickup = { ...o.pickup, loc: from, name };
  return sale;
}

describe.each(TEST_ENGINES)("a sale as evidence for an uncertain booking on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("offers the requester's sale from the same pickup nearest the pickup time, and none that differs", async () => {
    const { booking } = await claimIntent(h.db, bookingIntent({ pickupAt: PICKUP_AT, request: { stops: [{ loc: SOL }, { loc: [40.4153, -3.6845] }] } }));
    await markAbandonedUncertain(h.db, new Date(Date.now() + 60_000), new Date());
    expect(await saleEvidence(h.db, booking.id)).toBeNull();

    const fits = rideSale("2027-01-12T17:06:00.000Z", [40.417, -3.7033]);
    const later = rideSale("2027-01-12T17:25:00.000Z", SOL);
    await saveSales(h.db, [
      saleInput(fits, { requesterId: ANA }),
      saleInput(later, { requesterId: ANA }),
      saleInput(rideSale("2027-01-12T17:05:00.000Z", SOL), { requesterId: BRUNO }),
      saleInput(rideSale("2027-01-12T17:04:00.000Z", [40.4065, -3.6896], "Atocha"), { requesterId: ANA }),
      saleInput(rideSale("2027-01-12T17:45:00.000Z", SOL), { requesterId: ANA }),
      saleInput(rideSale("2027-01-12T16:45:00.000Z", SOL), { requesterId: ANA }),
    ]);
    expect(await saleEvidence(h.db, booking.id)).toEqual({
      code: fits.code,
      journeyId: (fits.concept.type_object as { id: string }).id,
      startAt: "2027-01-12T17:06:00.000Z",
      place: "Puerta del Sol",
      currency: "EUR",
      totalMinor: 1234,
    });
  });

  it("offers nothing for a booking that is not uncertain", async () => {
    const booked = await bookedJourney(h.db, { pickupAt: PICKUP_AT, request: { stops: [{ loc: SOL }] } });
    await saveSales(h.db, [saleInput(rideSale("2027-01-12T17:06:00.000Z", SOL), { requesterId: ANA })]);
    expect(await saleEvidence(h.db, booked.id)).toBeNull();
    expect(await saleEvidence(h.db, crypto.randomUUID())).toBeNull();
  });
});
