import "server-only";
import { ActionError } from "@/lib/action-result";
import { messageRef } from "@/lib/i18n/message-ref";
import { requesterName } from "@/lib/accounts/requester-queries";
import type { ActionContext } from "@/lib/auth/guard";
import { findBooking, findBookingByJourney, type BookingRow } from "@/lib/booking/queries";
import type { JourneyLive } from "./types";
import { bookingMessages } from "@/lib/notifications/booking-messages-queries";
import { canSeeBooking } from "@/lib/booking/access";
import { latestRebooking, resolverName } from "@/lib/booking/resolution-queries";
import { toJourneyPageData, type JourneyPageData } from "./page-data";

const NOT_FOUND = messageRef("journeys.noSuchJourneyHere");

/** Which booking: by our own id (the journey page's address) or by the provider's journey id (what screens poll). */
export type JourneyKey = { bookingId: string } | { journeyId: string };

/**
 * The one viewer-aware read of a booked journey, shared by the journey page and GET
 * /api/journeys/[id]: the booking as the screens show it, with its journey as our database last had
 * it from the provider. A booking that does not exist and one this user may not see get the same
 * not found.
 */
export async function readJourney(ctx: ActionContext, key: JourneyKey): Promise<JourneyPageData> {
  const booking = "bookingId" in key ? await findBooking(ctx.db, key.bookingId) : await findBookingByJourney(ctx.db, key.journeyId);
  if (!booking || !(await canSeeBooking(ctx.db, ctx.user, booking))) throw new ActionError("not_found", NOT_FOUND);
  // Only a booking settled as rebooked is looked up by rebook_of (not indexed): screens poll this read.
  const [requester, resolvedBy, rebooking, messages] = await Promise.all([
    requesterName(ctx.db, booking.requesterId),
    resolverName(ctx.db, booking),
    booking.attentionResolution === "rebooked" ? latestRebooking(ctx.db, booking.id) : null,
    bookingMessages(ctx.db, booking),
  ]);
  const rebookedAs = rebooking && (await canSeeBooking(ctx.db, ctx.user, rebooking)) ? rebooking.id : null;
  return toJourneyPageData(booking, booking.journeyId ? toJourneyLive(booking) : null, { requesterName: requester, resolvedBy, rebookedAs, messages });
}

export function toJourneyLive(b: BookingRow): JourneyLive {
  return {
    journeyId: b.journeyId!,
    state: b.journeyState,
    endState: b.endState,
    finished: b.finished,
    startAt: b.startAt,
    zone: b.zone,
    stateTimes: b.stateTimes,
    driver: b.driver,
    vehicle: b.vehicle,
    totals: b.totals,
    waypoints: b.waypoints,
    readAt: b.journeyReadAt?.toISOString() ?? null,
    checkedAt: b.journeyCheckedAt?.toISOString() ?? null,
    following: !b.journeySettled,
  };
}
