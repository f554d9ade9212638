import "server-only";
import { ActionError } from "@/lib/action-result";
import { audit, type Actor } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { messageRef } from "@/lib/i18n/message-ref";
import { createApproval, type ApprovalRow } from "./approvals-queries";
import { claimBudgetAlert, commitRide, thresholdCrossed, type Committed } from "./budget-ledger";
import { breachMessage, refusalMessage } from "./breach-words";
import type { SpendCheck } from "./check";
import { approvalDeadline } from "./deadline";
import { verdictOf, type Breach } from "./rules";

export type HeldRide = {
  bookingId: string;
  actor: Actor;
  priceMinor: number | null;
  currency: string | null;
  labelSlug: string | null;
  asap: boolean;
  pickupAt: Date;
  estimatedAt: Date;
  /** The event the ride is booked from, whose held rides are asked about together. */
  eventBatchId?: string | null;
};

/** What the rules made of a ride once its budgets were charged: sent now (marked when it broke a "flag" rule), or held for a yes. */
export type Hold = ({ kind: "go"; flags: Breach[] } | { kind: "wait"; approval: ApprovalRow; breaches: Breach[] }) & {
  /** Budgets this ride took to 80 % or 100 % of their amount, claimed for their approvers' alert. */
  alerts: BudgetAlert[];
};

export type BudgetAlert = { budgetId: string; periodStart: string; pct: number };

/**
 * Charges a just-claimed ride against its budgets and decides whether it goes to the provider now
 * or waits for an approver. Runs in the transaction that claimed the ride, so a refusal (a budget
 * with no room that refuses, or a reservation too close to be approved in time) leaves nothing
 * recorded: neither the booking nor any charge. `tag` writes money in the reader's way.
 */
export async function holdSpend(tx: Db, ride: HeldRide, check: SpendCheck, tag: string, now = new Date()): Promise<Hold> {
  const breaches = [...check.breaches];
  const charged: Committed[] = [];
  if (ride.priceMinor !== null && check.budgets.length) {
    const charge = { bookingId: ride.bookingId, amountMinor: ride.priceMinor, pickupDate: check.pickupDate };
    const fit = await commitRide(tx, charge, check.budgets);
    if (fit.ok) charged.push(...fit.committed);
    else {
      const { budget, usedMinor } = fit.noRoom;
      const breach: Breach = {
        rule: "budget",
        outcome: budget.onExceed,
        budgetId: budget.id,
        scope: budget.scope,
        subject: budget.subject,
        subjectName: check.budgetNames[budget.id],
        period: budget.period,
        amountMinor: budget.amountMinor,
        usedMinor,
        priceMinor: ride.priceMinor,
        currency: budget.currency,
      };
      if (budget.onExceed === "refuse") throw new ActionError("outside_policy", refusalMessage([breach], tag));
      breaches.push(breach);
      // An approver will see the budget past its amount; the ride is counted while it waits, so nothing else takes its room.
      const forced = await commitRide(tx, charge, check.budgets, true);
      if (forced.ok) charged.push(...forced.committed);
    }
  }
  const alerts: BudgetAlert[] = [];
  for (const c of charged) {
    const pct = thresholdCrossed(c);
    if (pct !== null && (await claimBudgetAlert(tx, c.budget.id, c.periodStart, pct))) alerts.push({ budgetId: c.budget.id, periodStart: c.periodStart, pct });
  }
  const verdict = verdictOf(breaches);
  if (verdict !== "approve") return { kind: "go", flags: breaches, alerts };
  const dueAt = approvalDeadline(ride, check.rules.asapApprovalMinutes, now);
  if (!dueAt)
    throw new ActionError(
      "outside_policy",
      messageRef("spend.tooLateToApprove", {
        rule: breachMessage(
          breaches.find((b) => b.outcome === "approve")!,
          tag,
        ),
      }),
    );
  const approval = await createApproval(tx, {
    bookingId: ride.bookingId,
    breaches,
    labelSlug: ride.labelSlug,
    eventBatchId: ride.eventBatchId ?? null,
    requestedBy: ride.actor.id!,
    dueAt,
    fallback: check.rules.fallback,
    priceMinor: ride.priceMinor,
    currency: ride.currency,
    estimatedAt: ride.estimatedAt,
  });
  await audit(tx, {
    actor: ride.actor,
    action: "approval.requested",
    target: { type: "booking", id: ride.bookingId },
    detail: { approval: approval.id, rules: breaches.map((b) => b.rule), due_at: dueAt.toISOString(), fallback: approval.fallback },
  });
  return { kind: "wait", approval, breaches, alerts };
}
