import { eq } from "drizzle-orm";
import { bookedJourney } from "@/lib/booking/testing";
import { markUnbooked, type NewBooking } from "@/lib/booking/queries";
import type { Db } from "@/lib/db/client";
import { agentRequesters, bookings, labels, requesters } from "@/lib/db/schema";
import { createUser } from "@/lib/accounts/queries";
import { saleInput } from "@/lib/sales/from-provider";
import { saveSales } from "@/lib/sales/queries";
import { journeySale, rectificationOf } from "@/lib/sales/testing";

export const ANA = "a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1";
export const LUIS = "b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2";

const totals = (amount: number, currency = "EUR") => ({ price: { amount, currency }, discount: { amount: 0, currency }, priceTotal: { amount, currency } });

/** A booked ride as reports read it: what was sent doubles as what is counted unless told otherwise. */
export async function reportRide(db: Db, over: Partial<NewBooking> & { pickupAt: Date }) {
  const row = await bookedJourney(db, { reportLabelSlug: over.labelSlug ?? null, reportReason: over.reason ?? null, ...over });
  return row;
}

/**
 * November 2026 in Madrid, as three people see it: an admin, an agent booking for Ana, and an
 * agent with no requesters who booked for both. Eight bookings, each there to prove a rule.
 */
export async function seedReport(db: Db) {
  const admin = await createUser(db, { email: `admin-${crypto.randomUUID()}@example.com`, name: "Alba Admin", role: "admin" });
  const forAna = await createUser(db, { email: `bea-${crypto.randomUUID()}@example.com`, name: "Bea Agent", role: "agent" });
  const other = await createUser(db, { email: `carlos-${crypto.randomUUID()}@example.com`, name: "Carlos Agent", role: "agent" });
  await db
    .insert(requesters)
    .values([
      { id: ANA, email: "ana@example.com", name: "Ana", surname: "Ruiz" },
      { id: LUIS, email: "luis@example.com", name: "Luis", surname: "Gil" },
    ])
    .onConflictDoNothing();
  await db.insert(agentRequesters).values({ userId: forAna.id, requesterId: ANA, isDefault: true });
  await db
    .insert(labels)
    .values([
      { slug: "marketing", id: crypto.randomUUID(), name: "Marketing", active: true },
      { slug: "rd", id: crypto.randomUUID(), name: "R&D", active: false },
    ])
    .onConflictDoNothing();

  const rides = {
    // Ana's, finished with a final price above the estimate.
    finished: await reportRide(db, {
      requesterId: ANA,
      createdBy: other.id,
      labelSlug: "marketing",
      reason: "Client visit",
      priceAmount: 1200,
      pickupAt: new Date("2026-11-03T09:00:00Z"),
      journeyState: "terminated",
      endState: "drop off",
      totals: totals(1350),
    }),
    // Luis's, booked by Bea, still to come.
    // Let through outside two spend rules, and marked.
    upcoming: await reportRide(db, {
      requesterId: LUIS,
      createdBy: forAna.id,
      labelSlug: "marketing",
      priceAmount: 1000,
      pickupAt: new Date("2026-11-10T09:00:00Z"),
      journeyState: "hired",
      policyFlags: [
        { rule: "hours", outcome: "flag", days: [1, 2, 3, 4, 5], from: "10:00", to: "18:00", at: "10:00" },
        { rule: "products", outcome: "flag", product: "Cabify", allowed: ["Eco"] },
      ],
    }),
    cancelled: await reportRide(db, {
      requesterId: LUIS,
      createdBy: other.id,
      labelSlug: "rd",
      priceAmount: 800,
      pickupAt: new Date("2026-11-11T09:00:00Z"),
      journeyState: "terminated",
      endState: "rider cancel",
    }),
    notFound: await reportRide(db, {
      requesterId: LUIS,
      createdBy: other.id,
      priceAmount: 900,
      pickupAt: new Date("2026-11-12T09:00:00Z"),
      journeyState: "terminated",
      endState: "not found",
    }),
    pounds: await reportRide(db, {
      requesterId: LUIS,
      createdBy: other.id,
      labelSlug: "marketing",
      priceAmount: 700,
      priceCurrency: "GBP",
      zone: "Europe/London",
      pickupAt: new Date("2026-11-13T09:00:00Z"),
      journeyState: "terminated",
      endState: "drop off",
      totals: totals(700, "GBP"),
    }),
    // 00:30 on 1 November in Madrid, still October in UTC.
    firstMinutes: await reportRide(db, {
      requesterId: ANA,
      createdBy: admin.id,
      labelSlug: "marketing",
      reason: "Airport",
      priceAmount: 500,
      pickupAt: new Date("2026-10-31T23:30:00Z"),
    }),
    // 23:30 on 31 October in Madrid: not November.
    october: await reportRide(db, {
      requesterId: ANA,
      createdBy: admin.id,
      labelSlug: "marketing",
      priceAmount: 400,
      pickupAt: new Date("2026-10-31T22:30:00Z"),
      endState: "drop off",
      journeyState: "terminated",
    }),
  };
  const failed = await bookedJourney(db, {
    requesterId: ANA,
    createdBy: other.id,
    labelSlug: "marketing",
    reportLabelSlug: "marketing",
    priceAmount: 5000,
    pickupAt: new Date("2026-11-05T09:00:00Z"),
  });
  await db.update(bookings).set({ status: "pending" }).where(eq(bookings.id, failed.id));
  await markUnbooked(db, failed.id, "failed", { status: 400, message: "no", field: null });

  // What the ride service invoiced: the finished ride 14.00, corrected by −0.50 to its final 13.50,
  // and a sale in dollars the euro line never adds; a cancellation fee; the pounds ride in pounds.
  const sale = journeySale(rides.finished.journeyId!, { total: 1400, invoiceDate: "2026-11-03" });
  await saveSales(
    db,
    [
      sale,
      rectificationOf(sale.code, -50, { invoiceDate: "2026-11-05" }),
      journeySale(rides.finished.journeyId!, { total: 9900, currency: "USD", invoiceDate: "2026-11-03" }),
      journeySale(rides.cancelled.journeyId!, { total: 300, invoiceDate: "2026-11-11" }),
      journeySale(rides.pounds.journeyId!, { total: 700, currency: "GBP", invoiceDate: "2026-11-13" }),
    ].map((s) => saleInput(s)),
  );

  return { admin, forAna, other, rides, failed };
}

export const NOVEMBER = { start: new Date("2026-10-31T23:00:00Z"), end: new Date("2026-11-30T23:00:00Z") };
