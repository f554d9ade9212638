import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { ActionContext } from "@/lib/auth/guard";
import type { Db } from "@/lib/db/client";
import { budgetCharges, budgetPeriods, budgets, users } from "@/lib/db/schema";
import { findBooking } from "@/lib/booking/queries";
import { approvals } from "@/lib/db/schema";
import { approvalOfBooking, approversOf, mayAnswer, type ApprovalRow } from "@/lib/spend/approvals-queries";
import type { Breach } from "@/lib/spend/rules";
import { approvalFor } from "./answer";
import { eventOfApproval } from "./answer-event";

/** One budget a held ride counts against: what was used before it, and with it. */
export type BudgetEffect = {
  scope: "label" | "requester";
  subject: string;
  period: "month" | "week";
  periodStart: string;
  currency: string;
  amountMinor: number;
  beforeMinor: number;
  afterMinor: number;
};

/** What the approval page shows: the ride, why it waits, the budgets it takes from, and whether this reader may answer. */
export type ApprovalView = {
  id: string;
  status: ApprovalRow["status"];
  breaches: Breach[];
  dueAt: string;
  priceMinor: number | null;
  currency: string | null;
  note: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  ride: {
    bookingId: string;
    status: string;
    riderName: string;
    pickupLabel: string;
    destinationLabel: string;
    productName: string | null;
    startAt: string | null;
    zone: string | null;
    labelSlug: string | null;
    reason: string | null;
  };
  askedBy: string | null;
  /** Whether this reader may answer; false for the one who asked, who sees it read-only. */
  mayAnswer: boolean;
  ownRide: boolean;
  budgets: BudgetEffect[];
  /** The event the ride was booked from, and how many of its rides wait for this reader, with their total. */
  event: { batchId: string; name: string; waiting: number; totals: { currency: string; minor: number }[] } | null;
};

const nameOf = (u: { name: string | null; email: string } | undefined) => (u ? u.name || u.email : null);

async function peopleNamed(db: Db, ids: (string | null)[]) {
  const wanted = ids.filter((id): id is string => !!id);
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, nameOf(r)!]));
}

/**
 * The budgets a held ride is committed against (it is counted from the moment it is held, so the
 * room left is shown before and after it): the period's used amount with and without the ride.
 */
export async function budgetEffectOf(db: Db, bookingId: string): Promise<BudgetEffect[]> {
  const rows = await db
    .select({ charge: budgetCharges, budget: budgets, period: budgetPeriods })
    .from(budgetCharges)
    .innerJoin(budgets, eq(budgets.id, budgetCharges.budgetId))
    .leftJoin(budgetPeriods, and(eq(budgetPeriods.budgetId, budgetCharges.budgetId), eq(budgetPeriods.periodStart, budgetCharges.periodStart)))
    .where(eq(budgetCharges.bookingId, bookingId));
  return rows.map(({ charge, budget, period }) => {
    const used = (period?.committedMinor ?? 0) + (period?.spentMinor ?? 0);
    const counted = charge.state === "released" ? 0 : charge.amountMinor;
    return {
      scope: budget.scope,
      subject: budget.subject,
      period: budget.period,
      periodStart: charge.periodStart,
      currency: budget.currency,
      amountMinor: budget.amountMinor,
      beforeMinor: used - counted,
      afterMinor: used - counted + charge.amountMinor,
    };
  });
}

/** An approval as its page shows it; the same not_found as an unknown one when this reader may not see it. */
export async function approvalView(ctx: ActionContext, id: string): Promise<ApprovalView> {
  const approval = await approvalFor(ctx, id);
  const booking = (await findBooking(ctx.db, approval.bookingId))!;
  const names = await peopleNamed(ctx.db, [approval.requestedBy, approval.decidedBy]);
  return {
    id: approval.id,
    status: approval.status,
    breaches: approval.breaches,
    dueAt: approval.dueAt.toISOString(),
    priceMinor: approval.priceMinor,
    currency: approval.currency,
    note: approval.note,
    decidedAt: approval.decidedAt?.toISOString() ?? null,
    decidedBy: approval.decidedBy ? (names.get(approval.decidedBy) ?? null) : null,
    ride: {
      bookingId: booking.id,
      status: booking.status,
      riderName: booking.riderName,
      pickupLabel: booking.pickupLabel,
      destinationLabel: booking.destinationLabel,
      productName: booking.productName,
      startAt: booking.startAt,
      zone: booking.zone,
      labelSlug: booking.labelSlug,
      reason: booking.reason,
    },
    askedBy: approval.requestedBy ? (names.get(approval.requestedBy) ?? null) : null,
    mayAnswer: await mayAnswer(ctx.db, ctx.user, approval),
    ownRide: approval.requestedBy === ctx.user.id,
    budgets: await budgetEffectOf(ctx.db, booking.id),
    event: await eventOfApproval(ctx.db, ctx.user, approval),
  };
}

/** What a ride's page and the board say of a ride held for approval: who may answer, by when, and a no's note. */
export type RideApproval = { id: string; status: ApprovalRow["status"]; dueAt: string; approvers: string[]; note: string | null; decidedBy: string | null };

export async function rideApproval(db: Db, bookingId: string): Promise<RideApproval | null> {
  const approval = await approvalOfBooking(db, bookingId);
  if (!approval) return null;
  const approvers = (await approversOf(db, approval.labelSlug)).filter((a) => a.id !== approval.requestedBy).map((a) => a.name || a.email);
  const decided = approval.decidedBy ? await peopleNamed(db, [approval.decidedBy]) : null;
  return {
    id: approval.id,
    status: approval.status,
    dueAt: approval.dueAt.toISOString(),
    approvers,
    note: approval.note,
    decidedBy: decided?.get(approval.decidedBy!) ?? null,
  };
}

/**
 * The approvals of a board page's held and declined rides, by booking: who may answer by when, or
 * the no's note. One read of the approvals and one of the approvers per label on the page.
 */
export async function boardApprovals(
  db: Db,
  bookingIds: string[],
): Promise<Map<string, { dueAt: string; approvers: string[]; note: string | null; decidedBy: string | null }>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db.select().from(approvals).where(inArray(approvals.bookingId, bookingIds));
  const byLabel = new Map<string | null, Awaited<ReturnType<typeof approversOf>>>();
  for (const label of new Set(rows.map((r) => r.labelSlug))) byLabel.set(label, await approversOf(db, label));
  const deciders = await peopleNamed(
    db,
    rows.map((r) => r.decidedBy),
  );
  return new Map(
    rows.map((r) => [
      r.bookingId,
      {
        dueAt: r.dueAt.toISOString(),
        approvers: byLabel
          .get(r.labelSlug)!
          .filter((a) => a.id !== r.requestedBy)
          .map((a) => a.name || a.email),
        note: r.status === "declined" ? r.note : null,
        decidedBy: r.decidedBy ? (deciders.get(r.decidedBy) ?? null) : null,
      },
    ]),
  );
}
