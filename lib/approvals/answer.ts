import "server-only";
import { log } from "@/lib/log";
import { ActionError, actorOf, type ActionContext } from "@/lib/auth/guard";
import { audit } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { messageRef } from "@/lib/i18n/message-ref";
import { sendApproved, type Booked, type BookingHooks, type WaitingForGuest } from "@/lib/booking/book";
import { markDeclined, repriceHeld } from "@/lib/booking/hold-queries";
import { findBooking, type BookingRow } from "@/lib/booking/queries";
import { decideApproval, findApproval, mayAnswer, maySeeApproval, reopenApproval, type ApprovalRow } from "@/lib/spend/approvals-queries";
import { recommitRide, releaseRide } from "@/lib/spend/budget-ledger";
import { ESTIMATE_TTL_MS } from "@/lib/booking/estimate";
import { priceToleranceOf, type BookingPolicy } from "@/lib/policy/rules";
import { freshPrice, type Repricer } from "./reprice";

const logger = log.child({ module: "approvals" });

/** What answering needs from outside: how a ride is booked, priced again, and the tolerance the policy allows. */
export type AnswerDeps = { hooks: BookingHooks; repricer: Repricer; policy: (db: Db) => Promise<Pick<BookingPolicy, "priceTolerancePct">> };

export type AnswerOutcome =
  /** Booked, or for a ride its guest calls when ready, waiting for the guest's call. */
  | { kind: "booked"; booked: Booked | WaitingForGuest }
  | { kind: "declined" }
  /** Priced again and dearer past the tolerance: back with the approver at the new price, nothing booked. */
  | { kind: "repriced"; priceMinor: number; currency: string }
  /** The provider refused or did not answer: the booking says so on its page, as any booking would. */
  | { kind: "not_booked"; code: string };

/**
 * The approval a person may see, or the same not_found whether it does not exist or is someone
 * else's: an approver cannot learn of other labels' rides by trying ids.
 */
export async function approvalFor(ctx: ActionContext, id: string): Promise<ApprovalRow> {
  const approval = await findApproval(ctx.db, id);
  if (!approval || !(await maySeeApproval(ctx.db, ctx.user, approval))) throw new ActionError("not_found", messageRef("spend.approvalNotFound"));
  return approval;
}

/**
 * A person's yes or no. Only someone who approves the ride's label, never the one who booked it,
 * within its deadline, once. A yes books the ride (estimated again first when the price is older
 * than 5 minutes); a no gives the budgets their room back. The agent sees the answer on the ride.
 */
export async function answerApproval(
  ctx: ActionContext,
  input: { approvalId: string; answer: "approve" | "decline"; note: string | null },
  deps: AnswerDeps,
  now = new Date(),
): Promise<AnswerOutcome> {
  const approval = await approvalFor(ctx, input.approvalId);
  if (!(await mayAnswer(ctx.db, ctx.user, approval))) throw new ActionError("forbidden", messageRef("spend.notYourApproval"));
  if (approval.status !== "pending") throw new ActionError("conflict", messageRef("spend.alreadyAnswered", { status: approval.status }));
  if (approval.dueAt.getTime() < now.getTime()) throw new ActionError("conflict", messageRef("spend.answerTooLate"));
  const booking = await findBooking(ctx.db, approval.bookingId);
  if (!booking || booking.status !== "awaiting_approval") throw new ActionError("conflict", messageRef("spend.rideGone"));

  if (input.answer === "approve") {
    const repriced = await repriceIfOld(ctx.db, approval, booking, deps, now);
    if (repriced) return repriced;
  }
  const decided = await decideApproval(
    ctx.db,
    approval.id,
    { status: input.answer === "approve" ? "approved" : "declined", by: ctx.user.id, note: input.note },
    now,
  );
  if (!decided) throw new ActionError("conflict", messageRef("spend.alreadyAnswered", { status: "answered" }));
  await audit(ctx.db, {
    actor: actorOf(ctx),
    action: input.answer === "approve" ? "approval.approved" : "approval.declined",
    target: { type: "booking", id: booking.id },
    detail: { approval: approval.id, note: input.note },
  });
  if (input.answer === "decline") {
    await decline(ctx.db, booking.id);
    return { kind: "declined" };
  }
  return book(ctx, booking.id, deps.hooks);
}

/** A declined ride is never sent; its budgets get their room back. */
export async function decline(db: Db, bookingId: string) {
  if (await markDeclined(db, bookingId)) await releaseRide(db, bookingId);
}

/** Books the approved ride, once; the provider's refusal or silence is the booking's own outcome, as for any booking. */
export async function book(ctx: ActionContext, bookingId: string, hooks: BookingHooks): Promise<AnswerOutcome> {
  try {
    const booked = await sendApproved(ctx, bookingId, hooks);
    if (!booked) throw new ActionError("conflict", messageRef("spend.rideGone"));
    return { kind: "booked", booked };
  } catch (e) {
    if (e instanceof ActionError && e.code !== "conflict") {
      logger.warn({ bookingId, code: e.code }, "an approved ride was not booked");
      return { kind: "not_booked", code: e.code };
    }
    throw e;
  }
}

/**
 * A yes to a price estimated more than 5 minutes ago asks the provider again. Dearer past the
 * policy's tolerance, it goes back to the approver at the new price; within it, the budgets follow
 * the new price and the ride is booked. Null when the ride may be booked as it is.
 */
async function repriceIfOld(db: Db, approval: ApprovalRow, booking: BookingRow, deps: AnswerDeps, now: Date): Promise<AnswerOutcome | null> {
  if (now.getTime() - approval.estimatedAt.getTime() <= ESTIMATE_TTL_MS) return null;
  const fresh = await freshPrice(deps.repricer, booking);
  if (!fresh) throw new ActionError("conflict", messageRef("spend.productGone", { product: booking.productName }));
  const tolerance = priceToleranceOf(await deps.policy(db));
  const was = approval.priceMinor;
  if (was !== null && fresh.priceMinor > Math.floor((was * (100 + tolerance)) / 100)) {
    await reopenApproval(db, approval.id, {
      breaches: approval.breaches,
      priceMinor: fresh.priceMinor,
      currency: fresh.currency,
      estimatedAt: now,
      note: messageRef("spend.priceRose"),
    });
    // The ride now costs this: it is what the approver sees, and what its budgets count while it waits.
    await recommitRide(db, booking.id, fresh.priceMinor);
    await repriceHeld(db, booking.id, fresh.priceMinor);
    await audit(db, {
      actor: { id: null, email: null },
      action: "approval.repriced",
      target: { type: "booking", id: booking.id },
      detail: { approval: approval.id, from: was, to: fresh.priceMinor, currency: fresh.currency },
    });
    return { kind: "repriced", priceMinor: fresh.priceMinor, currency: fresh.currency };
  }
  if (fresh.priceMinor !== was) {
    await recommitRide(db, booking.id, fresh.priceMinor);
    await repriceHeld(db, booking.id, fresh.priceMinor);
  }
  return null;
}
