import type { z } from "zod";
import type { bookingSchema } from "@/lib/booking/schema";

/** Where a series stands: booking its days, held by the desk (nothing sent), or ended for good. */
export const SERIES_STATUSES = ["active", "paused", "stopped"] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/**
 * Where one day stands: planned (not yet in the provider's window), skipped (a holiday, or a time the
 * pickup's clock skips or repeats), booking, booked, awaiting_approval, uncertain (the provider never
 * answered: the ride may exist, and its board row asks the desk), failed (refused: the desk is alerted),
 * or cancelled (the series stopped, or the day's pickup came before it could be sent).
 */
export const OCCURRENCE_STATUSES = ["planned", "skipped", "booking", "booked", "awaiting_approval", "uncertain", "failed", "cancelled"] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];

/** Why a day of the series books no ride. */
export type SkipReason = { kind: "holiday"; name: string } | { kind: "nonexistent" } | { kind: "ambiguous" };

/** What each day books: the booking form's fields but its time and estimate, and the product the agent chose. */
export type SeriesTemplate = Omit<z.output<typeof bookingSchema>, "intentId" | "when" | "estimate" | "saveGuest" | "rebookOf"> & {
  productId: string;
  productName: string;
};
