import "server-only";
import { log } from "@/lib/log";
import { actorOf, ActionError, type ActionContext } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import { attentionProblem } from "@/lib/booking/attention";
import { markRebooked } from "@/lib/booking/resolution-queries";
import { audit } from "@/lib/audit/queries";
import { recordPolicyMismatch } from "@/lib/policy/queries";
import { releaseRide } from "@/lib/spend/budget-ledger";
import { provider, ProviderError } from "@/lib/provider";
import { canSeeBooking } from "@/lib/booking/access";
import { guestUrlOf } from "@/lib/booking/guest-link";
import { findBooking, markBooked, markUnbooked, type BookingRow } from "./queries";
import { releaseHold, releaseHoldToGuest } from "./hold-queries";
import { releaseWaiting, waitAgain, type MovedPickup, type Offer } from "./ready-queries";
import { describeForField, formFieldOf } from "./provider-fields";
import { keepGuestMeetingPoint, lookUpPickupMeetingPoint } from "./book-guest";
import type { Booked, BookingFacts, BookingHooks, WaitingForGuest } from "./book-outcome";

/** Sending a recorded booking to the provider, once, and recording what came back: for a ride booked now, approved, or called by its guest. */

const logger = log.child({ module: "book" });

/** The ride service never answered: the ride may or may not exist (a message reference). */
export const UNCERTAIN = messageRef("booking.uncertain");

/** Answers that prove the provider did not create the journey; anything else might have. */
const REFUSED = new Set(["bad_request", "unauthorized", "forbidden", "not_found", "conflict", "rate_limited"]);

const isEstimateComplaint = (e: ProviderError) =>
  e.field === "product_id" || ((e.field === "stops" || e.field === "start_at") && /estimate/.test(e.providerMessage ?? ""));

/**
 * Sends a claimed booking to the provider and records what came back, then sets going what follows
 * a booking. Used by book() and, after an approver's yes, by sendApproved().
 */
export async function sendToProvider(
  ctx: ActionContext,
  booking: BookingRow,
  hooks: BookingHooks,
  extra: { original: BookingRow | null; event: BookingFacts["event"] | null; forGuest?: boolean },
): Promise<Booked> {
  const request = booking.request;
  // Looked up while the journey is created, so the guest's page can show it without asking the provider.
  const meetingPoint = lookUpPickupMeetingPoint(request);

  let created: { id: string; publicUrl: string | null };
  try {
    created = await provider().createJourney(request as Parameters<ReturnType<typeof provider>["createJourney"]>[0]);
  } catch (e) {
    throw await unbooked(ctx, booking.id, e, booking.stopCount, extra.forGuest);
  }

  try {
    await ctx.db.transaction(async (tx) => {
      await markBooked(tx, booking.id, created.id, created.publicUrl);
      await audit(tx, {
        actor: actorOf(ctx),
        action: "booking.created",
        target: { type: "journey", id: created.id },
        detail: {
          requester: booking.requesterId,
          rider: booking.riderName,
          product: booking.productName,
          stops: booking.stopCount,
          start_at: booking.startAt,
          label: booking.labelSlug,
          ...(booking.rebookOf ? { rebook_of: booking.rebookOf } : {}),
          ...(extra.event ? { event: extra.event.batchId } : booking.eventBatchId ? { event: booking.eventBatchId } : {}),
        },
      });
      if (extra.original) await resolveByRebook(tx, ctx, extra.original, booking.id);
    });
  } catch (e) {
    // The ride exists at the provider: the agent must see it, whatever happened to our record.
    logger.error({ err: e, journeyId: created.id, bookingId: booking.id }, "the journey was booked but not recorded");
  }
  await keepGuestMeetingPoint(ctx, booking.id, meetingPoint);
  // With the meeting point kept, the guest's first message can name it.
  await hooks.afterBooked(ctx.db, booking.id);
  return {
    kind: "booked",
    bookingId: booking.id,
    journeyId: created.id,
    publicUrl: created.publicUrl,
    guestUrl: booking.guestToken ? guestUrlOf(booking.guestToken) : null,
    state: null,
    replay: false,
  };
}

/**
 * Books a ride an approver said yes to, once: the held booking turns pending in one conditional
 * step, so two yeses (or a yes racing the deadline's fallback) send it once. `ctx` is who answered.
 * A ride its guest calls when ready waits for the guest instead, who is told then. Null when the
 * booking was no longer held (already sent, declined, or cancelled meanwhile).
 */
export async function sendApproved(ctx: ActionContext, bookingId: string, hooks: BookingHooks): Promise<Booked | WaitingForGuest | null> {
  const waiting = await releaseHoldToGuest(ctx.db, bookingId);
  if (waiting) {
    await hooks.afterWaiting?.(ctx.db, waiting.id).catch((e: unknown) => logger.error({ err: e, bookingId }, "guest not told"));
    return {
      kind: "waiting_for_guest",
      bookingId: waiting.id,
      guestUrl: waiting.guestToken ? guestUrlOf(waiting.guestToken) : null,
      opensAt: waiting.readyFrom!.toISOString(),
      closesAt: waiting.readyUntil!.toISOString(),
      replay: false,
    };
  }
  const booking = await releaseHold(ctx.db, bookingId);
  if (!booking) return null;
  const original = booking.rebookOf ? await findBooking(ctx.db, booking.rebookOf) : null;
  return sendToProvider(ctx, booking, hooks, { original, event: null });
}

/**
 * Sends a ride the guest called (or the desk sent for them) at the offer priced just now, once: the
 * waiting booking turns pending in one conditional step, so a double tap, two phones or a tap racing
 * the desk's "Send the car now" send one journey. Null when it was not waiting any more (sent
 * already, closed or cancelled). `ctx` books in the name of the agent who booked it.
 */
export async function sendWaiting(
  ctx: ActionContext,
  bookingId: string,
  offer: Offer,
  hooks: BookingHooks,
  /** Run once the booking is this call's to send, before it is sent (its budgets following the new price). */
  onClaimed?: (booking: BookingRow) => Promise<void>,
  /** The guest called the car to where they are: the journey's pickup moves there. */
  moved?: MovedPickup,
): Promise<Booked | null> {
  const booking = await releaseWaiting(ctx.db, bookingId, offer, new Date(), moved);
  if (!booking) return null;
  await onClaimed?.(booking);
  return sendToProvider(ctx, booking, hooks, { original: null, event: null, forGuest: true });
}

/**
 * A problem the original booking had is dealt with by this new one; the audit log says who. An
 * uncertain original booked again as a new ride was not booked, and when it was itself a rebooking,
 * the ride it rebooked is dealt with too. A return trip of a ride that went well has nothing to resolve.
 */
async function resolveByRebook(tx: ActionContext["db"], ctx: ActionContext, original: BookingRow, newBookingId: string) {
  const settled = [original];
  if (original.status === "uncertain" && original.rebookOf) {
    const earlier = await findBooking(tx, original.rebookOf);
    if (earlier && (await canSeeBooking(tx, ctx.user, earlier))) settled.push(earlier);
  }
  for (const b of settled) {
    if (!attentionProblem(b) || !(await markRebooked(tx, { bookingId: b.id, by: ctx.user.id }))) continue;
    await audit(tx, {
      actor: actorOf(ctx),
      action: "journey.rebooked",
      target: { type: "booking", id: b.id },
      detail: { resolution: "rebooked", booking: newBookingId, ...(b.status === "uncertain" ? { was: "not booked" } : {}) },
    });
  }
}

/** Records why no journey came back and turns it into what the person should do next. */
async function unbooked(ctx: ActionContext, bookingId: string, e: unknown, stopCount: number, forGuest = false): Promise<unknown> {
  const error = e instanceof ProviderError ? { status: e.status, message: e.providerMessage, field: e.field } : { status: 0, message: null, field: null };
  const refused = e instanceof ProviderError && REFUSED.has(e.kind);
  // A guest's call the provider refused waits again, still charged, so the guest can try again within the window.
  if (refused && forGuest) await waitAgain(ctx.db, bookingId, error);
  else await markUnbooked(ctx.db, bookingId, refused ? "failed" : "uncertain", error);
  // Refused, the ride does not exist and its budgets get their room back; unanswered, it may exist and stays counted.
  if (refused && !forGuest) await releaseRide(ctx.db, bookingId).catch((err: unknown) => logger.error({ err, bookingId }, "budget not given back"));
  if (!refused) {
    if (!(e instanceof ProviderError)) logger.error({ err: e, bookingId }, "journey creation failed unexpectedly");
    return new ActionError("uncertain", UNCERTAIN, undefined, bookingId);
  }
  if (e.kind !== "bad_request") return e; // the action reports it, and whether trying again can help
  if (isEstimateComplaint(e)) return new ActionError("estimate_expired", messageRef("booking.freshPricesAsked"));
  if (e.field === "reason" || e.field === "label_slug") {
    // Our policy let this through and the provider did not: its company settings differ, and admins are told.
    await recordPolicyMismatch(ctx.db, { actor: actorOf(ctx), bookingId, field: e.field, message: e.providerMessage }).catch((err) =>
      logger.error({ err, bookingId }, "policy mismatch not recorded"),
    );
  }
  const field = formFieldOf(e.field);
  const sentence = e.providerMessage ? describeForField(e.field, e.providerMessage, stopCount) : messageRef("booking.provider.refusedBooking");
  return new ActionError("provider", sentence, field ? { [field]: sentence } : undefined);
}
