import "server-only";
import { ActionError, actorOf, type ActionContext } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import { resolveAttention } from "@/lib/booking/attention-queries";
import { audit } from "@/lib/audit/queries";
import type { BookingRow } from "@/lib/booking/queries";
import { attentionProblem } from "@/lib/booking/attention";
import { ProviderError } from "@/lib/provider";
import { appJourneyDeps, bookingToActOn, rereadJourney, type JourneyDeps } from "./deps";

/** Cancelling a ride, searching again for a driver, and noting how a problem was handled. */

function journeyOf(booking: BookingRow, doing: "cancel" | "search"): string {
  if (booking.status !== "booked" || !booking.journeyId) {
    throw new ActionError("conflict", messageRef(doing === "cancel" ? "journeys.noRideToCancel" : "journeys.noRideToSearch"));
  }
  return booking.journeyId;
}

/** Why the provider refused a cancel, from the state read just after. */
function whyNotCancelled(state: string | null): string {
  if (state === "pick up") return messageRef("journeys.guestAboard");
  if (state === "rider cancel") return messageRef("journeys.alreadyCancelled");
  return messageRef("journeys.alreadyFinished");
}

/**
 * Cancels a ride at the provider (no body: the provider defines none), then reads its state
 * again. A 409 is explained in words after that read, so the page shows the true state.
 */
export async function cancelBookedJourney(ctx: ActionContext, bookingId: string, deps: JourneyDeps = appJourneyDeps()): Promise<{ state: string | null }> {
  const booking = await bookingToActOn(ctx, bookingId);
  const journeyId = journeyOf(booking, "cancel");
  try {
    await deps.rides.cancelJourney(journeyId);
  } catch (e) {
    if (!(e instanceof ProviderError && e.kind === "conflict")) throw e;
    throw new ActionError("conflict", whyNotCancelled(await rereadJourney(ctx, deps, booking.id)));
  }
  const state = await rereadJourney(ctx, deps, booking.id);
  await audit(ctx.db, {
    actor: actorOf(ctx),
    action: "journey.cancelled",
    target: { type: "journey", id: journeyId },
    // The state the desk last knew when it cancelled, and whether a driver was on the way (a fee may apply).
    detail: { booking: booking.id, state: booking.journeyState, driver_assigned: booking.driver !== null, state_after: state },
  });
  return { state };
}

/** After "not found": the provider searches again for 5 minutes, and the journey is followed again. */
export async function keepSearchingJourney(ctx: ActionContext, bookingId: string, deps: JourneyDeps = appJourneyDeps()): Promise<{ state: string | null }> {
  const booking = await bookingToActOn(ctx, bookingId);
  const journeyId = journeyOf(booking, "search");
  if (booking.endState !== "not found") {
    throw new ActionError("conflict", messageRef("journeys.keepSearchingOnlyNotFound"));
  }
  try {
    await deps.rides.keepSearching(journeyId);
  } catch (e) {
    if (!(e instanceof ProviderError && e.kind === "bad_request")) throw e;
    // What we knew was out of date: read it, so the page shows where the ride is.
    await rereadJourney(ctx, deps, booking.id);
    throw new ActionError("conflict", messageRef("journeys.noLongerWaiting"));
  }
  await ctx.db.transaction(async (tx) => {
    await resolveAttention(tx, { bookingId: booking.id, by: ctx.user.id, resolution: "kept searching" });
    await audit(tx, { actor: actorOf(ctx), action: "journey.kept_searching", target: { type: "journey", id: journeyId }, detail: { booking: booking.id } });
  });
  return { state: await rereadJourney(ctx, deps, booking.id) };
}

/**
 * The desk dealt with a driver cancel, no show or not found some other way (a call, a taxi): the
 * problem leaves the board, and the audit log keeps who did it and their note.
 */
export async function dismissAttention(ctx: ActionContext, bookingId: string, note: string | null): Promise<{ resolution: "noted" }> {
  const booking = await bookingToActOn(ctx, bookingId);
  const problem = attentionProblem(booking);
  if (problem === "uncertain") {
    throw new ActionError("conflict", messageRef("journeys.uncertainNotDismissed"));
  }
  if (!problem) throw new ActionError("conflict", messageRef("journeys.noProblemLeft"));
  await ctx.db.transaction(async (tx) => {
    if (!(await resolveAttention(tx, { bookingId: booking.id, by: ctx.user.id, resolution: "noted" }))) {
      throw new ActionError("conflict", messageRef("journeys.resolvedMomentAgo"));
    }
    await audit(tx, {
      actor: actorOf(ctx),
      action: "journey.attention_noted",
      target: { type: "journey", id: booking.journeyId! },
      detail: { booking: booking.id, problem, note },
    });
  });
  return { resolution: "noted" };
}
