import "server-only";
import { log } from "@/lib/log";
import { env } from "@/lib/env";
import tzlookup from "@photostructure/tz-lookup";
import type { z } from "zod";
import { sentReason } from "@/lib/policy/rules";
import { toJourneyRequest, type Booking, type whenSchema } from "./schema";
import { isProblem, localStartToDate, readReservation } from "./time";
import { isWindowProblem, readReadyWindow, type ReadyWindow, type ReadyWindowInput } from "./ready-window";
import { ActionError, actorOf, type ActionContext } from "@/lib/auth/guard";
import { DEFAULT_LOCALE, INTL_TAG } from "@/lib/locales";
import { checkSpend } from "@/lib/spend/check";
import { rideEnds } from "@/lib/spend/rules";
import { holdSpend } from "@/lib/spend/hold";
import { refusalMessage } from "@/lib/spend/breach-words";
import { approvalOfBooking, approversOf } from "@/lib/spend/approvals-queries";
import { messageRef } from "@/lib/i18n/message-ref";
import { claimIntent, findBooking, isStalePending, markUnbooked, type BookingRow } from "./queries";
import { markAwaitingApproval, markPolicyFlags } from "./hold-queries";
import { markWaitingForGuest } from "./ready-queries";
import { isMobileError, parseMobile } from "@/lib/phone";
import { canSeeBooking } from "@/lib/booking/access";
import { keepSavedGuest, refuseUnavailableChannels } from "./book-guest";
import { guestUrlFor, guestUrlOf, newGuestToken } from "@/lib/booking/guest-link";
import type { BookingFacts, BookingHooks, BookOutcome, WaitingForGuest } from "./book-outcome";
import { sendToProvider, UNCERTAIN } from "./send-to-provider";

export { newGuestToken } from "@/lib/booking/guest-link";
export type { AwaitingApproval, Booked, BookingFacts, BookingHooks, BookOutcome, BookRide, WaitingForGuest } from "./book-outcome";
export { sendApproved, sendWaiting, UNCERTAIN } from "./send-to-provider";

const logger = log.child({ module: "book" });

export const zoneOf = ([lat, lng]: [number, number]) => tzlookup(lat, lng);

/**
 * The provider's start_at for a choice of time, worked out in the pickup's zone, and checked. `tag`
 * (an Intl tag such as "es-ES") formats the time a refusal repeats, in the reader's language.
 */
export function startAtFor(
  when: z.output<typeof whenSchema>,
  pickup: [number, number],
  now = Date.now(),
  tag?: string,
): { startAt: string | null; zone: string; window?: ReadyWindow } {
  const zone = zoneOf(pickup);
  if (when.kind === "asap") return { startAt: null, zone };
  // Priced as for now, for information: the guest's tap prices it again and sends it as soon as possible.
  if (when.kind === "guest_ready") return { startAt: null, zone, window: readyWindowFor(when, zone, now) };
  const r = readReservation(when.date, when.time, zone, now, tag);
  if (isProblem(r)) throw new ActionError("invalid", r.message, { "when.time": r.message });
  return { startAt: r.startAt, zone };
}

/** A guest's window on the pickup's clock, checked; refused in words at the field to change. */
export function readyWindowFor(when: ReadyWindowInput, zone: string, now = Date.now()): ReadyWindow {
  const w = readReadyWindow(when, zone, now);
  // Said where the form shows the time's problems ("when.time"), whichever of the window's fields it is about.
  if (isWindowProblem(w)) throw new ActionError("invalid", w.message, { "when.time": w.message });
  return w;
}

const waitingOutcome = (row: BookingRow, replay: boolean): WaitingForGuest => ({
  kind: "waiting_for_guest",
  bookingId: row.id,
  guestUrl: row.guestToken ? guestUrlOf(row.guestToken) : null,
  opensAt: (row.readyFrom ?? row.pickupAt).toISOString(),
  closesAt: (row.readyUntil ?? row.pickupAt).toISOString(),
  replay,
});

/** When the ride starts, in UTC: now for as soon as possible, else the reservation in the pickup's zone. */
export const pickupInstant = (startAt: string | null, zone: string, now = new Date()) => (startAt ? (localStartToDate(startAt, zone) ?? now) : now);

/** A second claim of an intent: the first booking back, or why there is none to give. */
async function settleClaimed(ctx: ActionContext, row: BookingRow): Promise<BookOutcome> {
  if (row.status === "awaiting_approval" || row.status === "declined") {
    const approval = await approvalOfBooking(ctx.db, row.id);
    if (row.status === "declined" || !approval) throw new ActionError("outside_policy", messageRef("spend.declinedAlready"));
    return {
      kind: "awaiting_approval",
      bookingId: row.id,
      approvalId: approval.id,
      dueAt: approval.dueAt.toISOString(),
      breaches: approval.breaches,
      approvers: await approverNames(ctx, row.labelSlug),
      replay: true,
    };
  }
  if (row.status === "booked") {
    const guestUrl = row.guestToken ? guestUrlOf(row.guestToken) : await guestUrlFor(ctx.db, row.id);
    return { kind: "booked", bookingId: row.id, journeyId: row.journeyId!, publicUrl: row.publicUrl, guestUrl, state: row.journeyState, replay: true };
  }
  if (row.status === "waiting_for_guest") return waitingOutcome(row, true);
  if (row.status === "guest_never_ready" || row.status === "ready_cancelled") throw new ActionError("conflict", messageRef("booking.when.ready.ended"));
  if (row.status === "uncertain") throw new ActionError("uncertain", UNCERTAIN, undefined, row.id);
  if (isStalePending(row, new Date(), env().jobs.bookingAnswerSeconds * 1000)) {
    // Its answer was lost with the process that waited for it: recorded as the every-minute sweep would.
    await markUnbooked(ctx.db, row.id, "uncertain", { status: 0, message: null, field: null });
    throw new ActionError("uncertain", UNCERTAIN, undefined, row.id);
  }
  throw new ActionError("in_progress", messageRef("booking.inProgress"));
}

/**
 * Books one journey per intent: the intent is claimed in the database before the provider is
 * called, so a double click or a replay gets the first booking back instead of a second ride.
 * Journey creation is never repeated blindly: when the provider does not answer, the booking is
 * marked uncertain and only the person can decide to book again.
 */
export async function book(ctx: ActionContext, input: Booking, facts: BookingFacts, hooks: BookingHooks): Promise<BookOutcome> {
  const original = input.rebookOf ? await requireVisibleOriginal(ctx, input.rebookOf) : null;
  const request = toJourneyRequest(input, facts.startAt);
  const stops = input.stops;
  const guestMobile = input.rider.kind === "guest" ? parseMobile(input.rider.mobile) : null;
  const channels = input.rider.kind === "guest" ? input.rider.channels : [];
  refuseUnavailableChannels(channels, hooks.channelAvailability());
  const pickupAt = facts.window ? facts.window.opensAt : pickupInstant(facts.startAt, facts.zone);
  const price = input.estimate.price;
  // The company's spend rules, checked on our own facts before anything is recorded or sent.
  const tag = INTL_TAG[ctx.user.locale ?? DEFAULT_LOCALE];
  const spend = await checkSpend(ctx.db, {
    priceMinor: price?.amount ?? null,
    currency: price?.currency ?? null,
    productName: input.estimate.productName,
    requesterId: input.requesterId,
    labelSlug: input.labelSlug ?? null,
    pickupAt,
    zone: facts.zone,
    ...rideEnds(stops),
  });
  const row = {
    intentId: input.intentId,
    createdBy: ctx.user.id,
    requesterId: input.requesterId,
    riderName: facts.riderName,
    riderLocale: input.rider.kind === "guest" ? input.rider.language : null,
    productId: input.estimate.productId,
    productName: input.estimate.productName,
    priceAmount: price?.amount ?? null,
    priceCurrency: price?.currency ?? null,
    startAt: facts.startAt,
    zone: facts.zone,
    pickupLabel: stops[0]!.label,
    destinationLabel: stops[stops.length - 1]!.label,
    stopCount: stops.length,
    labelSlug: input.labelSlug,
    reason: sentReason(input.reason, input.reasonDetail),
    reportLabelSlug: input.labelSlug,
    // Reports count the preset, not the words the agent added after it.
    reportReason: input.reason ?? null,
    pickupAt,
    riderPhone: guestMobile && !isMobileError(guestMobile) ? guestMobile.e164 : null,
    guestEmail: input.rider.kind === "guest" && input.rider.email ? input.rider.email : null,
    messageChannels: channels,
    eventBatchId: facts.event?.batchId ?? null,
    eventGroup: facts.event?.group ?? null,
    guestToken: newGuestToken(),
    rebookOf: input.rebookOf ?? null,
    readyFrom: facts.window?.opensAt ?? null,
    readyUntil: facts.window?.closesAt ?? null,
    readyRadiusM: facts.window ? (facts.readyRadiusM ?? null) : null,
    request,
  };
  // The claim and the budgets' charge are one transaction: a ride the budget has no room for is not recorded at all.
  const { claimed, booking, hold } = await ctx.db.transaction(async (tx) => {
    const claim = await claimIntent(tx, row);
    // A second claim of the intent gets its first outcome back, whatever the rules say now.
    if (!claim.claimed) return { ...claim, hold: null };
    // Refused in the claim's transaction, so nothing of it is left.
    if (spend.verdict === "refuse") throw new ActionError("outside_policy", refusalMessage(spend.breaches, tag));
    const held = await holdSpend(
      tx,
      {
        bookingId: claim.booking.id,
        actor: actorOf(ctx),
        priceMinor: row.priceAmount,
        currency: row.priceCurrency,
        labelSlug: row.labelSlug ?? null,
        asap: !facts.startAt,
        pickupAt,
        estimatedAt: new Date(input.estimate.createdAt),
        eventBatchId: facts.event?.batchId ?? null,
      },
      spend,
      tag,
    );
    // A guest's window waits for an approver first when it needs one; the yes lets it wait for the guest.
    if (held.kind === "wait") await markAwaitingApproval(tx, claim.booking.id);
    else if (facts.window) await markWaitingForGuest(tx, claim.booking.id);
    else if (held.flags.length) await markPolicyFlags(tx, claim.booking.id, held.flags);
    return { ...claim, hold: held };
  });
  if (!claimed) return settleClaimed(ctx, booking);
  if (hold?.alerts.length)
    await hooks.budgetAlerts(hold.alerts).catch((e: unknown) => logger.error({ err: e, bookingId: booking.id }, "budget alert not queued"));
  if (input.saveGuest) keepSavedGuest(ctx, input, booking.id);
  if (hold?.kind === "wait") {
    await hooks.afterHeld(ctx.db, hold.approval.id).catch((e: unknown) => logger.error({ err: e, bookingId: booking.id }, "approvers not asked"));
    return {
      kind: "awaiting_approval",
      bookingId: booking.id,
      approvalId: hold.approval.id,
      dueAt: hold.approval.dueAt.toISOString(),
      breaches: hold.breaches,
      approvers: await approverNames(ctx, booking.labelSlug),
      replay: false,
    };
  }
  if (facts.window) {
    await hooks.afterWaiting?.(ctx.db, booking.id).catch((e: unknown) => logger.error({ err: e, bookingId: booking.id }, "guest not told"));
    return waitingOutcome({ ...booking, readyFrom: facts.window.opensAt, readyUntil: facts.window.closesAt }, false);
  }
  return sendToProvider(ctx, booking, hooks, { original, event: facts.event ?? null });
}

/** Who can answer for a held ride, by name, but the agent who asked. */
async function approverNames(ctx: ActionContext, labelSlug: string | null): Promise<string[]> {
  return (await approversOf(ctx.db, labelSlug)).filter((a) => a.id !== ctx.user.id).map((a) => a.name || a.email);
}

/** A rebook names a booking the person may see; any other id is refused as if it did not exist. */
async function requireVisibleOriginal(ctx: ActionContext, id: string) {
  const original = await findBooking(ctx.db, id);
  if (!original || !(await canSeeBooking(ctx.db, ctx.user, original))) {
    throw new ActionError("not_found", messageRef("booking.rebookNotFound"));
  }
  return original;
}
