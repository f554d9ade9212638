import { ActionError } from "@/lib/action-result";
import type { SessionUser } from "@/lib/auth/session";
import type { BookRide } from "@/lib/booking/book";
import { claimIntent, markBooked } from "@/lib/booking/queries";
import { bookingSchema, type Booking } from "@/lib/booking/schema";
import { bookingIntent } from "@/lib/booking/testing";
import { beforeEach } from "vitest";
import type { Db } from "@/lib/db";
import { bookings, requesters, rideSeries, users } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import type { BookingPolicy } from "@/lib/policy/rules";
import type { SendDeps } from "./send";

export const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";

/** Monday 4 January 2027, 09:00 in Madrid: the series tests' now. */
export const SERIES_NOW = Date.UTC(2027, 0, 4, 8, 0);

/** A database on one engine for the series tests, emptied of series and rides before each test. */
export function useSeriesDatabase(engine: (typeof TEST_ENGINES)[number]) {
  const h = useFreshDatabase(engine);
  beforeEach(async () => {
    await h.db.delete(rideSeries);
    await h.db.delete(bookings);
  });
  return h;
}
export const OPEN_POLICY: BookingPolicy = { labelsEnabled: false, labelRequired: false, reasonRequired: false, reasons: [], ownFleet: false };

/** An admin who may book for the one requester, recorded. */
export async function seriesWorld(db: Db): Promise<SessionUser> {
  const [u] = await db
    .insert(users)
    .values({ email: `ada-${crypto.randomUUID()}@example.com`, name: "Ada Admin", role: "admin" })
    .returning();
  await db.insert(requesters).values({ id: REQUESTER, email: "req@example.com", name: "Rita" }).onConflictDoNothing();
  return { id: u!.id, email: u!.email, name: u!.name, role: "admin", locale: null };
}

/** A reservation as the booking form sends it, from Sol to Atocha for a guest. */
export const formBooking = (date: string, time: string): Booking =>
  bookingSchema.parse({
    intentId: crypto.randomUUID(),
    requesterId: REQUESTER,
    when: { kind: "reserved", date, time },
    stops: [
      { key: "a", loc: [40.4168, -3.7038], label: "Puerta del Sol" },
      { key: "b", loc: [40.4065, -3.6895], label: "Atocha" },
    ],
    estimate: { productId: "p1", productName: "Cabify", price: { amount: 1200, currency: "EUR" }, createdAt: 0, seal: "" },
    rider: { kind: "guest", name: "Ana Guest", mobile: "+34600111222" },
  });

/**
 * The booking path stood in for: each intent claimed in the real bookings table (a second claim gets
 * the first booking back, as book() does), the journey "made" once per claim. `refuse` names start_at
 * days the provider refuses.
 */
export function fakeSending(db: Db, { refuse = [] as string[] } = {}) {
  const journeys: { intentId: string; startAt: string | null; productId: string; to: string }[] = [];
  const book: BookRide = async (_ctx, input, facts) => {
    if (refuse.some((d) => facts.startAt?.startsWith(d))) throw new ActionError("provider", "The pickup is outside the area the service covers.");
    const { claimed, booking } = await claimIntent(
      db,
      bookingIntent({ intentId: input.intentId, startAt: facts.startAt, productId: input.estimate.productId }),
    );
    if (claimed) {
      journeys.push({ intentId: input.intentId, startAt: facts.startAt, productId: input.estimate.productId, to: input.stops[input.stops.length - 1]!.label });
      await markBooked(db, booking.id, crypto.randomUUID(), null);
    }
    return { kind: "booked", bookingId: booking.id, journeyId: "j", publicUrl: null, guestUrl: null, state: null, replay: !claimed };
  };
  const deps: SendDeps = {
    estimate: (async () => ({
      createdAt: Date.now(),
      products: [
        { id: "p2", name: "Group", price: { amount: 2500, currency: "EUR" } },
        { id: "p1", name: "Cabify", price: { amount: 1200, currency: "EUR" } },
      ],
    })) as unknown as SendDeps["estimate"],
    book,
    policy: async () => OPEN_POLICY,
  };
  return { deps, journeys };
}
