import "server-only";
import { ActionError } from "@/lib/action-result";
import type { ActionContext } from "@/lib/auth/guard";
import { findBookingByJourney, type BookingRow } from "@/lib/booking/queries";
import type { JourneyLive } from "./types";
import { canSeeBooking } from "./access";

const NOT_FOUND = "No such journey, or it is not one of your requesters'.";

/** The journey as our database last had it from the provider: what every screen that follows a ride reads. */
export async function readJourneyLive(ctx: ActionContext, journeyId: string): Promise<JourneyLive> {
  const booking = await findBookingByJourney(ctx.db, journeyId);
  if (!booking || !(await canSeeBooking(ctx.db, ctx.user, booking))) throw new ActionError("not_found", NOT_FOUND);
  return toJourneyLive(booking);
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
