import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { upsertLabels } from "@/lib/labels/queries";
import { replaceRequesters } from "@/lib/accounts/requester-queries";
import { bookedJourney } from "@/lib/booking/testing";
import type { NewBooking } from "@/lib/booking/queries";

export const ANA = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";

/**
 * A ride that ended, as the refresh job leaves it: its driver, car, times and final price kept, with
 * the label and reason reports count it by. For tests of its receipt and expense line.
 */
export async function endedRide(db: Db, over: Partial<NewBooking> = {}) {
  await replaceRequesters(db, [{ id: ANA, email: "ana@acme.example", name: "Ana", surname: "Ruiz" }]);
  await upsertLabels(db, [{ id: "lbl-sales", slug: "sales-emea", name: "Sales EMEA", active: true }]);
  const booking = await bookedJourney(db, { requesterId: ANA, riderName: "Marta Gil", labelSlug: "sales-emea", reason: "Client visit", ...over });
  const [ended] = await db
    .update(bookings)
    .set({
      journeyState: "terminated",
      endState: "drop off",
      finished: true,
      reportLabelSlug: "sales-emea",
      reportReason: "Client visit",
      stateTimes: { "pick up": "2027-01-12T17:05:00.000Z", "drop off": "2027-01-12T17:30:00.000Z", terminated: "2027-01-12T17:30:10.000Z" },
      driver: { name: "Jorge Pérez", phone: null, avatarUrl: null },
      vehicle: { name: "Toyota Corolla", plate: "1234 KLM", color: "white" },
      totals: {
        price: { amount: 2000, currency: "EUR" },
        discount: { amount: 0, currency: "EUR" },
        priceTotal: { amount: 2000, currency: "EUR" },
      },
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  return ended!;
}
