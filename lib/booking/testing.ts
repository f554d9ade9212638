import { claimIntent, markBooked, type NewBooking } from "./queries";
import type { Db } from "@/lib/db/client";

/** A booking as the booking action leaves it, for tests of what comes after. */
export const bookingIntent = (over: Partial<NewBooking> = {}): NewBooking => ({
  intentId: crypto.randomUUID(),
  createdBy: null,
  requesterId: "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b",
  riderName: "Ana Ruiz",
  riderLocale: "es",
  productId: "p1",
  productName: "Cabify",
  priceAmount: 1200,
  priceCurrency: "EUR",
  startAt: null,
  zone: "Europe/Madrid",
  pickupLabel: "Atocha",
  destinationLabel: "Castellana 200",
  stopCount: 2,
  labelSlug: null,
  reason: null,
  request: { product_id: "p1" },
  ...over,
});

/** A booked journey in the database: the row and the journey id the provider gave it. */
export async function bookedJourney(db: Db, over: Partial<NewBooking> = {}, journeyId: string = crypto.randomUUID()) {
  const { booking } = await claimIntent(db, bookingIntent(over));
  return markBooked(db, booking.id, journeyId, `http://localhost/j/${journeyId.slice(0, 8)}`);
}
