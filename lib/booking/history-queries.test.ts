import { beforeEach, describe, expect, it } from "vitest";
import { bookings } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { bookedProductNames, pricedCurrencies } from "./history-queries";

const ride = (n: number, productName: string, price: { amount: number; currency: string } | null) => ({
  intentId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  requesterId: "a".repeat(32),
  riderName: "Lucía",
  productId: "p",
  productName,
  startAt: "2026-12-02 08:00:00",
  pickupLabel: "Atocha",
  destinationLabel: "Castellana 200",
  stopCount: 2,
  status: "booked" as const,
  request: {},
  priceAmount: price?.amount ?? null,
  priceCurrency: price?.currency ?? null,
});

describe.each(TEST_ENGINES)("what rides were booked with, on %s", (engine) => {
  const h = useFreshDatabase(engine);
  beforeEach(async () => {
    await h.db.delete(bookings);
  });

  it("offers the currencies rides were priced in, most used first, and the products they were booked with", async () => {
    await h.db
      .insert(bookings)
      .values([
        ride(1, "Cabify", { amount: 1200, currency: "EUR" }),
        ride(2, "Executive", { amount: 3000, currency: "EUR" }),
        ride(3, "Cabify", { amount: 900, currency: "PEN" }),
        ride(4, "Group", null),
      ]);
    expect(await pricedCurrencies(h.db)).toEqual(["EUR", "PEN"]);
    expect(await bookedProductNames(h.db)).toEqual(["Cabify", "Executive", "Group"]);
  });

  it("offers nothing before the first ride is priced", async () => {
    await h.db.insert(bookings).values([ride(1, "Group", null)]);
    expect(await pricedCurrencies(h.db)).toEqual([]);
  });
});
