import { HORIZON_DAYS, MIN_LEAD_MINUTES } from "@/lib/booking/time";

/**
 * A day is sent once its pickup is inside the provider's window (60 days ahead), an hour early at
 * the latest: a daylight-saving change between now and then moves the window's end by up to an hour
 * on the pickup's clock, and the price is asked for just before.
 */
export const WINDOW_MS = HORIZON_DAYS * 86_400_000 - 3_600_000;

/** The last pickup a send at `now` books. */
export const windowEnd = (now: Date) => new Date(now.getTime() + WINDOW_MS);

/** A planned day whose pickup is nearer than this can no longer be booked: the provider's 30 minutes. */
export const missedBefore = (now: Date) => new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000);
