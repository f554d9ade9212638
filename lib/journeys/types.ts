import type { BookingMessages } from "@/lib/notifications/booking-messages";

/**
 * A journey as Ridedesk keeps it: what the screens read from our database. Isomorphic, so the
 * server's records and the browser's live reads share one shape.
 */

export type Money = { amount: number; currency: string };
export type JourneyDriver = { name: string; phone: string | null; avatarUrl: string | null };
export type JourneyVehicle = { name: string; plate: string; color: string };
export type JourneyWaypoint = { loc: [number, number]; state: string };
export type JourneyTotals = { price: Money; discount: Money; priceTotal: Money };

/** A booked journey's last known state and how fresh it is. */
export type JourneyLive = {
  journeyId: string;
  /** The provider's current_state as last read; null before the first read. */
  state: string | null;
  endState: string | null;
  finished: boolean;
  /** The provider's start_at for a reservation (pickup's local time), null for as soon as possible. */
  startAt: string | null;
  zone: string | null;
  stateTimes: Record<string, string>;
  driver: JourneyDriver | null;
  vehicle: JourneyVehicle | null;
  totals: JourneyTotals | null;
  /** The driver's path so far, newest last (their position is the last one); null before a driver. */
  waypoints: JourneyWaypoint[] | null;
  /** ISO time of the last successful read from the provider; null when none succeeded yet. */
  readAt: string | null;
  /** ISO time of the last attempt; after readAt when the provider could not be reached. */
  checkedAt: string | null;
  /** True while the refresh job still follows the journey. */
  following: boolean;
};

/** The answer of GET /api/journeys/{id}: the journey, and its guest's messages and the desk's alerts, which move on with it. */
export type JourneyLiveAnswer = JourneyLive & { messages: BookingMessages };

/** Text in English and Spanish, as the provider gives it; either may be missing. */
export type LocalizedText = { en?: string; es?: string };

/** The pickup's meeting point as kept for the guest's page: what the guest needs to find the driver. */
export type GuestMeetingPoint = {
  hubTitle: LocalizedText;
  title: LocalizedText;
  headerImageUrl: string | null;
  bottomImageUrl: string | null;
  steps: { en?: string; es?: string; imageUrl: string | null }[];
};
