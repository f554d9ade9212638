import "server-only";
import type { BookingHooks, BookRide } from "@/lib/booking/book";
import { book } from "@/lib/booking/book";
import { followBookedJourney } from "@/lib/journeys/jobs";
import { announceBooking } from "@/lib/notifications/announce";
import { channelAvailability } from "@/lib/outbound/settings-queries";
import { queueApprovalAsk, queueBudgetAlerts, queueEventAsk } from "@/lib/approvals/jobs";
import { findApproval } from "@/lib/spend/approvals-queries";
import { send } from "@/lib/jobs";

/**
 * What a booking sets going above it: the journey followed, then the guest and the desk told; a
 * ride held for approval, its approvers asked. Booking knows none of these features; this is where
 * they are put together.
 */
export const bookingHooks: BookingHooks = {
  channelAvailability: () => channelAvailability(),
  afterBooked: async (db, bookingId) => {
    await followBookedJourney(bookingId);
    await announceBooking(db, bookingId);
  },
  // The guest's link goes out by their channels as a booked ride's would; the window's close is the every-minute sweep's.
  afterWaiting: async (db, bookingId) => {
    await announceBooking(db, bookingId);
  },
  afterHeld: async (db, approvalId) => {
    // An event's held rides are asked about together.
    const approval = await findApproval(db, approvalId);
    if (approval?.eventBatchId) await queueEventAsk({ send }, approval.eventBatchId);
    else await queueApprovalAsk({ send }, approvalId);
  },
  budgetAlerts: async (alerts) => {
    await queueBudgetAlerts({ send }, alerts);
  },
};

/** A ride booked with everything that follows a booking: what actions, event rows and fixtures call. */
export const bookRide: BookRide = (ctx, input, facts) => book(ctx, input, facts, bookingHooks);
