import "server-only";
import { log } from "@/lib/log";
import { env } from "@/lib/env";
import tzlookup from "@photostructure/tz-lookup";
import type { z } from "zod";
import { sentReason } from "@/lib/policy/rules";
import { toJourneyRequest, type Booking, type whenSchema } from "./schema";
import { isProblem, localStartToDate, readReservation } from "./time";
import { ActionError, actorOf, type ActionContext } from "@/lib/auth/guard";
import { DEFAULT_LOCALE, INTL_TAG } from "@/lib/locales";
import { checkSpend } from "@/lib/spend/check";
import { rideEnds } from "@/lib/spend/rules";
import { holdSpend } from "@/lib/spend/hold";
import { refusalMessage } from "@/lib/spend/breach-words";
import { approvalOfBooking, approversOf } from "@/lib/spend/approvals-queries";
import { releaseRide } from "@/lib/spend/budget-ledger";
import type { Breach } from "@/lib/spend/rules";
import type { BudgetAlert } from "@/lib/spend/hold";
import { messageRef } from "@/lib/i18n/message-ref";
import { attentionProblem } from "@/lib/booking/attention";
import { markRebooked } from "@/lib/booking/resolution-queries";
import { audit } from "@/lib/audit/queries";
import { recordPolicyMismatch } from "@/lib/policy/queries";
import { claimIntent, findBooking, isStalePending, markBooked, markUnbooked, type BookingRow } from "./queries";
import { markAwaitingApproval, markPolicyFlags, releaseHold } from "./hold-queries";
import { isMobileError, parseMobile } from "@/lib/phone";
import { provider, ProviderError } from "@/lib/provider";
import type { ChannelAvailability } from "@/lib/channels";
import type { Db } from "@/lib/db";
import { canSeeBooking } from "@/lib/booking/access";
import { describeForField, formFieldOf } from "./provider-fields";
import { keepGuestMeetingPoint, keepSavedGuest, lookUpPickupMeetingPoint, refuseUnavailableChannels } from "./book-guest";
import { guestUrlFor, guestUrlOf, newGuestToken } from "@/lib/booking/guest-link";

export { newGuestToken } from "@/lib/booking/guest-link";

const logger = log.child({ module: "book" });

export const zoneOf = ([lat, lng]: [number, number]) => tzlookup(lat, lng);

/**
 * The provider's start_at for a choice of time, worked out in the pickup's zone, and checked. `tag`
 * (an Intl tag such as "es-ES") formats the time a refusal repeats, in the reader's language.
 */
export function startAtFor(when: z.output<typeof whenSchema>, pickup: [number, number], now = Date.now(), tag?: string) {
  const zone = zoneOf(pickup);
  if (when.kind === "asap") return { startAt: null, zone };
  const r = readReservation(when.date, when.time, zone, now, tag);
  if (isProblem(r)) throw new ActionError("invalid", r.message, { "when.time": r.message });
  return { startAt: r.startAt, zone };
}

/** The ride service never answered: the ride may or may not exist (a message reference). */
export const UNCERTAIN = messageRef("booking.uncertain");

/** Answers that prove the provider did not create the journey; anything else might have. */
const REFUSED = new Set(["bad_request", "unauthorized", "forbidden", "not_found", "conflict", "rate_limited"]);

const isEstimateComplaint = (e: ProviderError) =>
  e.field === "product_id" || ((e.field === "stops" || e.field === "start_at") && /estimate/.test(e.providerMessage ?? ""));

/**
 * A booked journey; `state` is the last state read from the provider, null until the first read.
 * `guestUrl` is the guest's page (/r/<token>); `publicUrl` the provider's own tracking page.
 */
/**
 * What a booking sets going in the features built on it, which this module does not know: handed
 * in by lib/registry/booking-hooks.ts, so booking depends on none of them.
 */
export type BookingHooks = {
  /** The guest channels this desk can send on now. */
  channelAvailability: () => ChannelAvailability;
  /** Once the journey is booked and recorded (its guest's meeting point kept): follow it, tell the guest and the desk. */
  afterBooked: (db: Db, bookingId: string) => Promise<void>;
  /** Once a ride is held for approval: ask its approvers. */
  afterHeld: (db: Db, approvalId: string) => Promise<void>;
  /** Budgets a booking took to 80 % or 100 %: tell their approvers. */
  budgetAlerts: (alerts: BudgetAlert[]) => Promise<void>;
};

/** book() with its hooks in hand, as the registry gives it to the features that book. */
export type BookRide = (ctx: ActionContext, input: Booking, facts: BookingFacts) => Promise<BookOutcome>;

export type BookingFacts = {
  startAt: string | null;
  zone: string;
  riderName: string;
  /** The event this ride is booked for, with its group. */ event?: { batchId: string; group: string | null };
};

export type Booked = {
  kind: "booked";
  bookingId: string;
  journeyId: string;
  publicUrl: string | null;
  guestUrl: string | null;
  state: string | null;
  replay: boolean;
};

/** Outside the spend rules: recorded and held, nothing sent to the provider, until an approver answers by `dueAt`. */
export type AwaitingApproval = {
  kind: "awaiting_approval";
  bookingId: string;
  approvalId: string;
  dueAt: string;
  breaches: Breach[];
  approvers: string[];
  replay: boolean;
};

export type BookOutcome = Booked | AwaitingApproval;

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
  const pickupAt = pickupInstant(facts.startAt, facts.zone);
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
    if (held.kind === "wait") await markAwaitingApproval(tx, claim.booking.id);
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
  return sendToProvider(ctx, booking, hooks, { original, event: facts.event ?? null });
}

/**
 * Sends a claimed booking to the provider and records what came back, then sets going what follows
 * a booking. Used by book() and, after an approver's yes, by sendApproved().
 */
async function sendToProvider(
  ctx: ActionContext,
  booking: BookingRow,
  hooks: BookingHooks,
  extra: { original: BookingRow | null; event: BookingFacts["event"] | null },
): Promise<Booked> {
  const request = booking.request;
  // Looked up while the journey is created, so the guest's page can show it without asking the provider.
  const meetingPoint = lookUpPickupMeetingPoint(request);

  let created: { id: string; publicUrl: string | null };
  try {
    created = await provider().createJourney(request as Parameters<ReturnType<typeof provider>["createJourney"]>[0]);
  } catch (e) {
    throw await unbooked(ctx, booking.id, e, booking.stopCount);
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
 * Null when the booking was no longer held (already sent, declined, or cancelled meanwhile).
 */
export async function sendApproved(ctx: ActionContext, bookingId: string, hooks: BookingHooks): Promise<Booked | null> {
  const booking = await releaseHold(ctx.db, bookingId);
  if (!booking) return null;
  const original = booking.rebookOf ? await findBooking(ctx.db, booking.rebookOf) : null;
  return sendToProvider(ctx, booking, hooks, { original, event: null });
}

/** Who can answer for a held ride, by name, but the agent who asked. */
async function approverNames(ctx: ActionContext, labelSlug: string | null): Promise<string[]> {
  return (await approversOf(ctx.db, labelSlug)).filter((a) => a.id !== ctx.user.id).map((a) => a.name || a.email);
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

/** A rebook names a booking the person may see; any other id is refused as if it did not exist. */
async function requireVisibleOriginal(ctx: ActionContext, id: string) {
  const original = await findBooking(ctx.db, id);
  if (!original || !(await canSeeBooking(ctx.db, ctx.user, original))) {
    throw new ActionError("not_found", messageRef("booking.rebookNotFound"));
  }
  return original;
}

/** Records why no journey came back and turns it into what the person should do next. */
async function unbooked(ctx: ActionContext, bookingId: string, e: unknown, stopCount: number): Promise<unknown> {
  const error = e instanceof ProviderError ? { status: e.status, message: e.providerMessage, field: e.field } : { status: 0, message: null, field: null };
  const refused = e instanceof ProviderError && REFUSED.has(e.kind);
  await markUnbooked(ctx.db, bookingId, refused ? "failed" : "uncertain", error);
  // Refused, the ride does not exist and its budgets get their room back; unanswered, it may exist and stays counted.
  if (refused) await releaseRide(ctx.db, bookingId).catch((err: unknown) => logger.error({ err, bookingId }, "budget not given back"));
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
