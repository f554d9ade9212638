import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { createUser } from "@/lib/accounts/queries";
import { setAgentRequesters } from "@/lib/accounts/requester-queries";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { saleInput } from "@/lib/sales/from-provider";
import { saveSales } from "@/lib/sales/queries";
import { journeySale, rectificationOf } from "@/lib/sales/testing";
import { rideReceipt } from "./receipt-queries";
import { ANA, endedRide } from "./testing";

const COMPANY = { name: "Acme Iberia", zone: "Europe/Madrid" };

describe.each(TEST_ENGINES)("a ride's receipt, on %s", (engine) => {
  const h = useFreshDatabase(engine);

  const user = async (role: "admin" | "agent"): Promise<SessionUser> => {
    const u = await createUser(h.db, { email: `${crypto.randomUUID().slice(0, 8)}@acme.example`, name: `A ${role}`, role });
    return { id: u.id, email: u.email, name: u.name, role };
  };

  it("says who rode, for whom and why, when and where, with whom, and what the sale invoiced with its tax", async () => {
    const ride = await endedRide(h.db);
    const sale = journeySale(ride.journeyId!, { total: 2000 });
    await saveSales(h.db, [saleInput(sale)]);
    const receipt = await rideReceipt({ db: h.db, user: await user("admin") }, ride.id, COMPANY);
    expect(receipt).toMatchObject({
      company: "Acme Iberia",
      bookingId: ride.id,
      journeyId: ride.journeyId,
      rider: "Marta Gil",
      requester: "Ana Ruiz",
      label: "Sales EMEA",
      reason: "Client visit",
      zone: "Europe/Madrid",
      // The sale's own times stand over the states we saw.
      pickupAt: "2027-01-12T17:06:00.000Z",
      dropoffAt: "2027-01-12T17:31:00.000Z",
      pickup: "Atocha",
      dropoff: "Castellana 200",
      driver: "Jorge Pérez",
      plate: "1234 KLM",
      vehicle: "Toyota Corolla",
      totals: [{ currency: "EUR", totalMinor: 2000, taxMinor: 182, netMinor: 1818 }],
    });
    expect(receipt.sales).toEqual([
      expect.objectContaining({ code: sale.code, invoiceDate: "2027-01-12", taxRate: 10, taxType: "iva", taxMinor: 182, netMinor: 1818 }),
    ]);
  });

  it("lists a sale's corrections after it and sums them into what the ride cost", async () => {
    const ride = await endedRide(h.db);
    const sale = journeySale(ride.journeyId!, { total: 2000 });
    const refund = rectificationOf(sale.code, -500);
    // The correction is read before the sale it corrects.
    await saveSales(h.db, [saleInput(refund)]);
    await saveSales(h.db, [saleInput(sale)]);
    const receipt = await rideReceipt({ db: h.db, user: await user("admin") }, ride.id, COMPANY);
    expect(receipt.sales.map((s) => [s.code, s.rectifiesCode, s.totalMinor, s.taxMinor])).toEqual([
      [sale.code, null, 2000, 182],
      [refund.code, sale.code, -500, -45],
    ]);
    expect(receipt.totals).toEqual([{ currency: "EUR", totalMinor: 1500, taxMinor: 137, netMinor: 1363 }]);
  });

  it("shows a ride not yet invoiced with its final price and no tax, its times from the states we saw", async () => {
    const ride = await endedRide(h.db);
    const receipt = await rideReceipt({ db: h.db, user: await user("admin") }, ride.id, COMPANY);
    expect(receipt).toMatchObject({
      sales: [],
      totals: [],
      finalPrice: { amount: 2000, currency: "EUR" },
      pickupAt: "2027-01-12T17:05:00.000Z",
      dropoffAt: "2027-01-12T17:30:00.000Z",
    });
  });

  it("is for whoever may see the ride: its agent and admins; another agent is told it does not exist", async () => {
    const booker = await user("agent");
    const ride = await endedRide(h.db, { createdBy: booker.id });
    const colleague = await user("agent");
    await setAgentRequesters(h.db, colleague.id, [ANA], ANA);
    const stranger = await user("agent");
    for (const who of [booker, colleague, await user("admin")]) expect((await rideReceipt({ db: h.db, user: who }, ride.id, COMPANY)).bookingId).toBe(ride.id);
    const refused = await rideReceipt({ db: h.db, user: stranger }, ride.id, COMPANY).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ code: "not_found" });
    await expect(rideReceipt({ db: h.db, user: stranger }, crypto.randomUUID(), COMPANY)).rejects.toMatchObject({
      code: "not_found",
      message: (refused as Error).message,
    });
  });
});
