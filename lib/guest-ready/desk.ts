import "server-only";
import { ActionError, actorOf, type ActionContext } from "@/lib/auth/guard";
import { audit } from "@/lib/audit/queries";
import { messageRef } from "@/lib/i18n/message-ref";
import { canSeeBooking } from "@/lib/booking/access";
import { readyWindowFor } from "@/lib/booking/book";
import { findBooking, type BookingRow } from "@/lib/booking/queries";
import { endWaiting, moveWindow } from "@/lib/booking/ready-queries";
import type { ReadyWindowInput } from "@/lib/booking/ready-window";
import { releaseRide } from "@/lib/spend/budget-ledger";
import { sendReadyRide, type ReadyDeps } from "./send";

/** What the desk can do for a ride waiting for its guest: send the car now, move the window, or cancel it. */

/** A waiting ride the person may see; the same not_found whether it does not exist or is someone else's. */
async function waitingRide(ctx: ActionContext, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(ctx.db, bookingId);
  if (!booking || !(await canSeeBooking(ctx.db, ctx.user, booking))) throw new ActionError("not_found", messageRef("journeys.rideNotFound"));
  if (booking.status !== "waiting_for_guest") throw new ActionError("conflict", messageRef("journeys.ready.notWaiting"));
  return booking;
}

/** The desk sends the car for the guest now, as the guest's own tap would: once, whoever is first. */
export async function sendCarNow(ctx: ActionContext, bookingId: string, deps: ReadyDeps): Promise<{ sent: true }> {
  const booking = await waitingRide(ctx, bookingId);
  const outcome = await sendReadyRide(ctx.db, booking, deps);
  switch (outcome.kind) {
    case "booked":
      await audit(ctx.db, { actor: actorOf(ctx), action: "ready.sent_now", target: { type: "booking", id: booking.id } });
      return { sent: true };
    case "already":
      throw new ActionError("conflict", messageRef("journeys.ready.notWaiting"));
    case "no_product":
      throw new ActionError("conflict", messageRef("journeys.ready.noProduct"));
    case "uncertain":
      throw new ActionError("uncertain", messageRef("booking.uncertain"), undefined, booking.id);
    case "refused":
      throw new ActionError("provider", messageRef("journeys.ready.refused"));
    case "position_off":
    case "too_far":
      throw new Error("the desk sends the car to the planned pickup, never to a guest's position");
  }
}

/** The desk moves the guest's window (on the pickup's clock, checked as at booking). */
export async function changeReadyWindow(ctx: ActionContext, input: { bookingId: string } & ReadyWindowInput, now = Date.now()) {
  const booking = await waitingRide(ctx, input.bookingId);
  const w = readyWindowFor(input, booking.zone ?? "UTC", now);
  if (!(await moveWindow(ctx.db, booking.id, w))) throw new ActionError("conflict", messageRef("journeys.ready.notWaiting"));
  await audit(ctx.db, {
    actor: actorOf(ctx),
    action: "ready.window_changed",
    target: { type: "booking", id: booking.id },
    detail: { from: w.opensAt.toISOString(), until: w.closesAt.toISOString() },
  });
  return { opensAt: w.opensAt.toISOString(), closesAt: w.closesAt.toISOString() };
}

/** The desk cancels the ride before the guest called: nothing was sent, nothing is charged. */
export async function cancelWaitingRide(ctx: ActionContext, bookingId: string) {
  const booking = await waitingRide(ctx, bookingId);
  if (!(await endWaiting(ctx.db, booking.id, "ready_cancelled"))) throw new ActionError("conflict", messageRef("journeys.ready.notWaiting"));
  await releaseRide(ctx.db, booking.id);
  await audit(ctx.db, { actor: actorOf(ctx), action: "ready.cancelled", target: { type: "booking", id: booking.id } });
  return { cancelled: true as const };
}
