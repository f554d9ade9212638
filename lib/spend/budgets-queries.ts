import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { audit, type Actor } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { budgetCharges, budgetPeriods, budgets } from "@/lib/db/schema";
import type { BudgetRow } from "./budget-ledger";
import { periodElapsed, periodStartOf } from "./periods";
import type { Period } from "./rules";

export type BudgetInput = {
  scope: "label" | "requester";
  subject: string;
  period: Period;
  amountMinor: number;
  currency: string;
  onExceed: "refuse" | "approve";
};

/** A budget as the Policy page shows it: its period's spent, committed and left, and where it is heading. */
export type BudgetView = BudgetRow & { periodStart: string; spentMinor: number; committedMinor: number; leftMinor: number; projectedMinor: number };

/** Every budget with its current period's figures; `today` is the company's date (YYYY-MM-DD). */
export async function listBudgets(db: Db, today: string): Promise<BudgetView[]> {
  const rows = await db.select().from(budgets).orderBy(asc(budgets.scope), asc(budgets.subject));
  const views: BudgetView[] = [];
  for (const b of rows) {
    const periodStart = periodStartOf(today, b.period);
    const [p] = await db
      .select()
      .from(budgetPeriods)
      .where(and(eq(budgetPeriods.budgetId, b.id), eq(budgetPeriods.periodStart, periodStart)));
    const spent = p?.spentMinor ?? 0;
    const committed = p?.committedMinor ?? 0;
    const elapsed = periodElapsed(periodStart, b.period, today);
    // What has ended, run on at this pace to the period's end; what is booked ahead is already known.
    const projected = Math.round(spent / elapsed) + committed;
    views.push({ ...b, periodStart, spentMinor: spent, committedMinor: committed, leftMinor: b.amountMinor - spent - committed, projectedMinor: projected });
  }
  return views;
}

/**
 * Creates or changes a budget (one per label or requester), audited in the same transaction. A
 * period changed mid-month counts the rides already charged again by the new period, from each
 * ride's pickup date, so nothing is lost or counted twice.
 */
export async function saveBudget(db: Db, input: BudgetInput, actor: Actor): Promise<BudgetRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(budgets)
      .where(and(eq(budgets.scope, input.scope), eq(budgets.subject, input.subject)))
      .for("update");
    const values = { ...input, updatedAt: new Date() };
    const [row] = before
      ? await tx.update(budgets).set(values).where(eq(budgets.id, before.id)).returning()
      : await tx
          .insert(budgets)
          .values({ ...values, createdBy: actor.id })
          .returning();
    if (before && before.period !== input.period) await rebucket(tx, row!);
    const shown = (b: BudgetRow | BudgetInput) => ({ period: b.period, amount_minor: b.amountMinor, currency: b.currency, on_exceed: b.onExceed });
    await audit(tx, {
      actor,
      action: before ? "budget.changed" : "budget.created",
      target: { type: "budget", id: row!.id },
      detail: { scope: input.scope, subject: input.subject, ...(before ? { from: shown(before) } : {}), to: shown(input) },
    });
    return row!;
  });
}

/**
 * Adds a budget for a label or requester that has none, audited; null when one exists, even one
 * added a moment ago by another admin (the unique index decides, so the second is not an edit).
 */
export async function addBudget(db: Db, input: BudgetInput, actor: Actor): Promise<BudgetRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(budgets)
      .values({ ...input, createdBy: actor.id, updatedAt: new Date() })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await audit(tx, {
      actor,
      action: "budget.created",
      target: { type: "budget", id: row.id },
      detail: {
        scope: input.scope,
        subject: input.subject,
        to: { period: input.period, amount_minor: input.amountMinor, currency: input.currency, on_exceed: input.onExceed },
      },
    });
    return row;
  });
}

/** Removes a budget and its ledger; the rides stay as they are. */
export async function deleteBudget(db: Db, id: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(budgets).where(eq(budgets.id, id)).returning();
    if (gone)
      await audit(tx, {
        actor,
        action: "budget.deleted",
        target: { type: "budget", id },
        detail: { scope: gone.scope, subject: gone.subject, amount_minor: gone.amountMinor, currency: gone.currency },
      });
    return !!gone;
  });
}

/** Recounts a budget's periods from its charges, by each ride's pickup date and the budget's period now. */
async function rebucket(tx: Db, budget: BudgetRow) {
  await tx.delete(budgetPeriods).where(eq(budgetPeriods.budgetId, budget.id));
  const charges = await tx
    .select()
    .from(budgetCharges)
    .where(and(eq(budgetCharges.budgetId, budget.id), sql`${budgetCharges.state} <> 'released'`));
  const totals = new Map<string, { committed: number; spent: number }>();
  for (const c of charges) {
    const start = periodStartOf(c.pickupDate, budget.period);
    const t = totals.get(start) ?? { committed: 0, spent: 0 };
    if (c.state === "committed") t.committed += c.amountMinor;
    else t.spent += c.amountMinor;
    totals.set(start, t);
    if (c.periodStart !== start)
      await tx
        .update(budgetCharges)
        .set({ periodStart: start })
        .where(and(eq(budgetCharges.bookingId, c.bookingId), eq(budgetCharges.budgetId, budget.id)));
  }
  if (totals.size) {
    await tx
      .insert(budgetPeriods)
      .values([...totals].map(([periodStart, t]) => ({ budgetId: budget.id, periodStart, committedMinor: t.committed, spentMinor: t.spent })));
  }
}
