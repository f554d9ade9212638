import "server-only";
import { eq } from "drizzle-orm";
import { log } from "@/lib/log";
import { audit } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { isLocale } from "@/lib/locales";
import { findBooking } from "@/lib/booking/queries";
import { rechooseHeldProduct } from "@/lib/booking/hold-queries";
import { decideApproval, overdueApprovals, type ApprovalRow } from "@/lib/spend/approvals-queries";
import { recommitRide } from "@/lib/spend/budget-ledger";
import { checkSpend } from "@/lib/spend/check";
import { rideEnds, type StopLike } from "@/lib/spend/rules";
import { priceToleranceOf } from "@/lib/policy/rules";
import { book, decline, type AnswerDeps, type AnswerOutcome } from "./answer";
import { offersFor, type Offer } from "./reprice";

const logger = log.child({ module: "approvals" });

/** What the deadline's fallback did with a ride no one answered for in time. */
export type FallbackOutcome = AnswerOutcome | { kind: "skipped" };

/**
 * Runs the policy's fallback for every approval past its deadline: declined, booked as asked (priced
 * again, and declined instead when dearer past the tolerance: no one is left to ask), or booked on
 * the cheapest product the rules allow. Each approval is closed once (a yes racing the deadline
 * wins or loses in one conditional step), so the fallback never books a ride a person also booked.
 */
export async function runOverdueFallbacks(db: Db, deps: AnswerDeps, now = new Date()): Promise<{ approvalId: string; outcome: FallbackOutcome }[]> {
  const done: { approvalId: string; outcome: FallbackOutcome }[] = [];
  for (const approval of await overdueApprovals(db, now)) {
    const outcome = await fallBack(db, approval, deps, now).catch((e: unknown) => {
      logger.error({ err: e, approvalId: approval.id }, "fallback failed");
      throw e;
    });
    done.push({ approvalId: approval.id, outcome });
  }
  return done;
}

async function fallBack(db: Db, approval: ApprovalRow, deps: AnswerDeps, now: Date): Promise<FallbackOutcome> {
  const closed = await decideApproval(db, approval.id, { status: "expired", by: null, note: null }, now, false);
  if (!closed) return { kind: "skipped" };
  const booking = await findBooking(db, approval.bookingId);
  const asker = booking?.createdBy ? await userOf(db, booking.createdBy) : null;
  const record = (outcome: string, detail: Record<string, unknown> = {}) =>
    audit(db, {
      actor: { id: null, email: null },
      action: "approval.fallback",
      target: { type: "booking", id: approval.bookingId },
      detail: { approval: approval.id, fallback: approval.fallback, outcome, ...detail },
    });
  if (!booking || booking.status !== "awaiting_approval") return { kind: "skipped" };
  // The ride is booked in the name of the agent who asked; with that account gone, no one may book it.
  if (approval.fallback === "decline" || !asker) {
    await decline(db, booking.id);
    await record("declined");
    return { kind: "declined" };
  }
  const offers = await offersFor(deps.repricer, booking);
  const chosen = approval.fallback === "approve" ? await asAsked(db, approval, offers, deps) : await cheapestAllowed(db, booking, offers);
  if (!chosen) {
    await decline(db, booking.id);
    await record("declined", { why: approval.fallback === "approve" ? "price rose or product gone" : "no allowed product" });
    return { kind: "declined" };
  }
  if (chosen.productId !== booking.productId) await rechooseHeldProduct(db, booking.id, chosen);
  if (chosen.priceMinor !== booking.priceAmount) await recommitRide(db, booking.id, chosen.priceMinor);
  await record("booked", { product: chosen.productName, price_minor: chosen.priceMinor, currency: chosen.currency });
  return book({ db, user: asker }, booking.id, deps.hooks);
}

/** The ride's own product at its price now, when within the tolerance of what the agent saw. */
async function asAsked(db: Db, approval: ApprovalRow, offers: Offer[], deps: AnswerDeps): Promise<Offer | null> {
  const booking = (await findBooking(db, approval.bookingId))!;
  const same = offers.find((o) => o.productId === booking.productId);
  if (!same) return null;
  const tolerance = priceToleranceOf(await deps.policy(db));
  const was = approval.priceMinor;
  return was === null || same.priceMinor <= Math.floor((was * (100 + tolerance)) / 100) ? same : null;
}

/** The cheapest product offered now that breaks no rule needing a person (flagged rules allowed), and no cheaper one than needed. */
async function cheapestAllowed(db: Db, booking: NonNullable<Awaited<ReturnType<typeof findBooking>>>, offers: Offer[]): Promise<Offer | null> {
  for (const offer of [...offers].sort((a, b) => a.priceMinor - b.priceMinor)) {
    const check = await checkSpend(db, {
      priceMinor: offer.priceMinor,
      currency: offer.currency,
      productName: offer.productName,
      requesterId: booking.requesterId,
      labelSlug: booking.labelSlug,
      pickupAt: booking.pickupAt,
      zone: booking.zone ?? "UTC",
      ...rideEnds(booking.request.stops as StopLike[] | undefined),
    });
    // The held ride is already among the requester's rides the check counted: it is over the cap only past it.
    const breaches = check.breaches.filter((b) => !(b.rule === "ridesPerRequester" && b.already <= b.count));
    if (breaches.every((b) => b.outcome === "flag")) return offer;
  }
  return null;
}

async function userOf(db: Db, id: string) {
  const [u] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, locale: users.locale, active: users.active })
    .from(users)
    .where(eq(users.id, id));
  return u && u.active ? { id: u.id, email: u.email, name: u.name ?? u.email, role: u.role, locale: isLocale(u.locale) ? u.locale : null } : null;
}
