/**
 * Where a booking stands in our records. Isomorphic: the database column and the screens share this list.
 * pending: being sent; booked: the provider has it; failed: the provider refused it, so it may be tried
 * again; uncertain: no answer, so it may exist; awaiting_approval: outside the spend rules, held until an
 * approver answers; declined: the answer (or its deadline) said no, and nothing was sent.
 * waiting_for_guest: the guest calls the car within a window, nothing sent until then; guest_never_ready:
 * the window closed unused; ready_cancelled: the desk cancelled it before the guest called. Neither charged.
 */
export const BOOKING_STATUSES = [
  "pending",
  "booked",
  "failed",
  "uncertain",
  "awaiting_approval",
  "declined",
  "waiting_for_guest",
  "guest_never_ready",
  "ready_cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
