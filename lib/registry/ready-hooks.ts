import "server-only";
import { provider } from "@/lib/provider";
import { announceBooking } from "@/lib/notifications/announce";
import type { ReadyDeps } from "@/lib/guest-ready/send";
import { appJourneyDeps } from "@/lib/journeys/deps";
import { bookingHooks } from "./booking-hooks";

/** What sending a guest's car needs: booking with its hooks, the provider's prices, and the guest's messages and desk's alerts recorded. */
export const readyDeps: ReadyDeps = {
  hooks: bookingHooks,
  repricer: { estimate: (body) => provider().estimate(body) },
  announce: (db, bookingId) => announceBooking(db, bookingId),
  get journeys() {
    return appJourneyDeps();
  },
};
