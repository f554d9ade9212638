/**
 * When an approval must be answered by. Isomorphic and pure. Arithmetic on instants (the pickup as
 * its zone made it), so a daylight-saving change between now and the pickup moves nothing.
 */

/** The provider takes a reservation only this far ahead of its pickup. */
export const RESERVATION_LEAD_MS = 30 * 60_000;
/** Time to estimate again and book after a yes. */
export const BOOKING_MARGIN_MS = 5 * 60_000;

/**
 * The last moment a yes still books the ride as asked: a reservation early enough to still be a
 * reservation (30 minutes plus the margin before its pickup), a ride as soon as possible within
 * `asapMinutes`. Null when a reservation is already too close for anyone to answer in time.
 */
export function approvalDeadline(ride: { asap: boolean; pickupAt: Date }, asapMinutes: number, now: Date): Date | null {
  if (ride.asap) return new Date(now.getTime() + asapMinutes * 60_000);
  const due = ride.pickupAt.getTime() - RESERVATION_LEAD_MS - BOOKING_MARGIN_MS;
  return due > now.getTime() ? new Date(due) : null;
}

/** Whether an answer given at `at` is still in time. */
export const inTime = (dueAt: Date, at: Date) => at.getTime() <= dueAt.getTime();
