import "server-only";
import { ActionError, actorOf, type ActionContext } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import { distanceM } from "@/lib/distance";
import { audit } from "@/lib/audit/queries";
import { findBookingByJourney, type BookingRow } from "@/lib/booking/queries";
import { linkJourney, markNotBooked } from "@/lib/booking/resolution-queries";
import { ProviderError, type Journey } from "@/lib/provider";
import { appJourneyDeps, bookingToActOn, rereadJourney, type JourneyDeps } from "./deps";
import { releaseRide } from "@/lib/spend/budget-ledger";

/**
 * An uncertain booking (the provider never answered its creation) settled by a person: either the
 * ride was not booked, which frees the booking to be made again, or it was, and the journey id
 * from the provider's panel links it once the provider confirms it is this booking's ride.
 */

export type UncertainOutcome = { outcome: "not booked" } | { outcome: "booked"; journeyId: string };

/** How far a journey's stop may lie from the booking's and still be the same stop. */
export const SAME_STOP_M = 25;

const NOT_WAITING = messageRef("journeys.notWaiting");

const fieldError = (message: string) => new ActionError("invalid", message, { journeyId: message });

const stopRole = (i: number, count: number) => (i === 0 ? "pickup" : i === count - 1 ? "destination" : "stop");

/** A distance in metres under a kilometre, else in kilometres to one decimal. */
const distance = (m: number) => (m < 1000 ? { distance: Math.round(m), unit: "m" } : { distance: Math.round(m / 100) / 10, unit: "km" });

/** What does not match between the booking and the journey, as a message reference; null when it is the same ride. */
export function mismatch(booking: Pick<BookingRow, "requesterId" | "request">, journey: Pick<Journey, "user_id" | "stops">): string | null {
  if (journey.user_id !== booking.requesterId) return messageRef("journeys.otherRequester");
  const sent = ((booking.request.stops as { loc: [number, number] }[] | undefined) ?? []).map((s) => s.loc);
  const found = journey.stops.map((s) => s.loc);
  if (found.length !== sent.length) return messageRef("journeys.stopCount", { found: found.length, sent: sent.length });
  for (let i = 0; i < sent.length; i++) {
    const apart = distanceM(sent[i]!, found[i]!);
    if (apart > SAME_STOP_M) return messageRef("journeys.stopApart", { stop: stopRole(i, sent.length), number: i + 1, ...distance(apart) });
  }
  return null;
}

export async function resolveUncertain(
  ctx: ActionContext,
  bookingId: string,
  resolution: UncertainOutcome,
  deps: JourneyDeps = appJourneyDeps(),
): Promise<{ journeyId: string | null }> {
  const booking = await bookingToActOn(ctx, bookingId);
  if (booking.status !== "uncertain") throw new ActionError("conflict", NOT_WAITING);
  const actor = actorOf(ctx);

  if (resolution.outcome === "not booked") {
    await ctx.db.transaction(async (tx) => {
      if (!(await markNotBooked(tx, { bookingId: booking.id, by: ctx.user.id }))) throw new ActionError("conflict", NOT_WAITING);
      await audit(tx, {
        actor,
        action: "booking.marked_not_booked",
        target: { type: "booking", id: booking.id },
        detail: { requester: booking.requesterId, rider: booking.riderName },
      });
    });
    // No ride was made: its budgets get their room back.
    await releaseRide(ctx.db, booking.id);
    return { journeyId: null };
  }

  const journeyId = resolution.journeyId;
  const linked = await findBookingByJourney(ctx.db, journeyId);
  if (linked && linked.id !== booking.id) throw fieldError(messageRef("journeys.alreadyLinked"));
  let journey: Journey;
  try {
    journey = await deps.rides.journey(journeyId);
  } catch (e) {
    if (e instanceof ProviderError && e.kind === "not_found") throw fieldError(messageRef("journeys.noSuchJourney"));
    throw e;
  }
  const wrong = mismatch(booking, journey);
  if (wrong) throw fieldError(wrong);

  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await linkJourney(tx, { bookingId: booking.id, journeyId, publicUrl: journey.public_url ?? null, by: ctx.user.id }))) {
        throw new ActionError("conflict", NOT_WAITING);
      }
      await audit(tx, {
        actor,
        action: "booking.linked",
        target: { type: "journey", id: journeyId },
        detail: { booking: booking.id, requester: booking.requesterId, rider: booking.riderName },
      });
    });
  } catch (e) {
    // Two bookings raced for one journey: the unique journey id let only one through.
    if (isUniqueViolation(e)) throw fieldError(messageRef("journeys.alreadyLinked"));
    throw e;
  }
  await rereadJourney(ctx, deps, booking.id);
  return { journeyId };
}

function isUniqueViolation(e: unknown): boolean {
  for (let c: unknown = e; c && typeof c === "object"; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
