import "server-only";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { budgetCharges, budgetPeriods, budgets } from "@/lib/db/schema";
import { periodStartOf } from "./periods";

export type BudgetRow = typeof budgets.$inferSelect;

/** A ride's place in the ledger: its budgets, its price, and the pickup's date on its own clock. */
export type RideCharge = { bookingId: string; amountMinor: number; pickupDate: string };

/** What a commitment did to one budget's period. */
export type Committed = { budget: BudgetRow; periodStart: string; beforeMinor: number; afterMinor: number };
/** A budget with no room left for the ride: how much of it was taken before. */
export type NoRoom = { budget: BudgetRow; periodStart: string; usedMinor: number };

/**
 * The budgets a ride counts against: its label's and its requester's, in the ride's currency only
 * (or in any, with `anyCurrency`, to know whether a ride without a price escapes one).
 */
export async function budgetsFor(
  db: Db,
  ride: { labelSlug: string | null; requesterId: string; currency: string | null },
  anyCurrency = false,
): Promise<BudgetRow[]> {
  if (!ride.currency && !anyCurrency) return [];
  const scopes = [and(eq(budgets.scope, "requester"), eq(budgets.subject, ride.requesterId))];
  if (ride.labelSlug) scopes.push(and(eq(budgets.scope, "label"), eq(budgets.subject, ride.labelSlug)));
  const subject = or(...scopes);
  return db
    .select()
    .from(budgets)
    .where(anyCurrency || !ride.currency ? subject : and(eq(budgets.currency, ride.currency), subject));
}

/**
 * Commits a ride against its budgets, or finds the first with no room. Each budget is checked and
 * charged by one conditional UPDATE: under PostgreSQL's row lock a second booking waits for the
 * first and then re-reads the row, so two bookings at once cannot both take the last of a budget,
 * from one process or many. `force` charges even past the amount (an approver said yes). Call it
 * inside the transaction that records the booking: a refusal rolls both back.
 */
export async function commitRide(
  tx: Db,
  ride: RideCharge,
  found: BudgetRow[],
  force = false,
): Promise<{ ok: true; committed: Committed[] } | { ok: false; noRoom: NoRoom }> {
  const committed: Committed[] = [];
  // Always in the same order, so two rides against the same two budgets cannot wait on each other.
  for (const seen of [...found].sort((a, b) => a.id.localeCompare(b.id))) {
    // Held for share while the ride is charged: a change of the budget's amount or period waits for it, and it reads the budget as it is now.
    const [budget] = await tx.select().from(budgets).where(eq(budgets.id, seen.id)).for("share");
    if (!budget) continue;
    const periodStart = periodStartOf(ride.pickupDate, budget.period);
    await tx.insert(budgetPeriods).values({ budgetId: budget.id, periodStart }).onConflictDoNothing();
    const room = force ? sql`true` : sql`${budgetPeriods.committedMinor} + ${budgetPeriods.spentMinor} + ${ride.amountMinor} <= ${budget.amountMinor}`;
    const [row] = await tx
      .update(budgetPeriods)
      .set({ committedMinor: sql`${budgetPeriods.committedMinor} + ${ride.amountMinor}` })
      .where(and(eq(budgetPeriods.budgetId, budget.id), eq(budgetPeriods.periodStart, periodStart), room))
      .returning({ committed: budgetPeriods.committedMinor, spent: budgetPeriods.spentMinor });
    if (!row) {
      const [taken] = await tx
        .select()
        .from(budgetPeriods)
        .where(and(eq(budgetPeriods.budgetId, budget.id), eq(budgetPeriods.periodStart, periodStart)));
      return { ok: false, noRoom: { budget, periodStart, usedMinor: (taken?.committedMinor ?? 0) + (taken?.spentMinor ?? 0) } };
    }
    const after = row.committed + row.spent;
    committed.push({ budget, periodStart, beforeMinor: after - ride.amountMinor, afterMinor: after });
    await tx
      .insert(budgetCharges)
      .values({ bookingId: ride.bookingId, budgetId: budget.id, pickupDate: ride.pickupDate, periodStart, amountMinor: ride.amountMinor, state: "committed" })
      .onConflictDoUpdate({
        target: [budgetCharges.bookingId, budgetCharges.budgetId],
        set: { pickupDate: ride.pickupDate, periodStart, amountMinor: ride.amountMinor, state: "committed", updatedAt: new Date() },
      });
  }
  return { ok: true, committed };
}

/**
 * Gives a ride's committed amounts back (refused by the provider, declined, cancelled without a
 * fee). Each charge turns from committed to released once: a second call, or a call racing this
 * one, finds nothing left to give back.
 */
export async function releaseRide(db: Db, bookingId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await tx
      .update(budgetCharges)
      .set({ state: "released", updatedAt: new Date() })
      .where(and(eq(budgetCharges.bookingId, bookingId), eq(budgetCharges.state, "committed")))
      .returning();
    for (const c of released) await moveTotals(tx, c, -c.amountMinor, 0);
    return released.length;
  });
}

/**
 * A ride ended: its estimate leaves the committed total and its final price (in the budget's
 * currency) joins the spent one; with no final price (cancelled without a fee) its room comes back.
 * A ride whose room was given back and that went on after all (kept searching after no driver was
 * found) is counted at its final price too. Each charge is settled once.
 */
export async function settleRide(db: Db, bookingId: string, final: { amountMinor: number; currency: string } | null): Promise<number> {
  return db.transaction(async (tx) => {
    const open = await tx
      .select({ charge: budgetCharges, currency: budgets.currency })
      .from(budgetCharges)
      .innerJoin(budgets, eq(budgets.id, budgetCharges.budgetId))
      .where(and(eq(budgetCharges.bookingId, bookingId), inArray(budgetCharges.state, ["committed", "released"])))
      .for("update", { of: budgetCharges });
    let settled = 0;
    for (const { charge, currency } of open) {
      const spent = final && final.currency === currency ? final.amountMinor : 0;
      const committed = charge.state === "committed" ? charge.amountMinor : 0;
      if (spent === 0 && committed === 0) continue;
      await tx
        .update(budgetCharges)
        .set({ state: spent > 0 ? "spent" : "released", amountMinor: spent > 0 ? spent : charge.amountMinor, updatedAt: new Date() })
        .where(and(eq(budgetCharges.bookingId, bookingId), eq(budgetCharges.budgetId, charge.budgetId)));
      await moveTotals(tx, charge, -committed, spent);
      settled++;
    }
    return settled;
  });
}

/**
 * A ride's price changed before it was booked (estimated again after an approval): its committed
 * amounts follow, unconditionally, as the approver has seen the new price.
 */
export async function recommitRide(db: Db, bookingId: string, amountMinor: number): Promise<void> {
  await db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(budgetCharges)
      .where(and(eq(budgetCharges.bookingId, bookingId), eq(budgetCharges.state, "committed")))
      .for("update");
    for (const c of open) {
      await tx
        .update(budgetCharges)
        .set({ amountMinor, updatedAt: new Date() })
        .where(and(eq(budgetCharges.bookingId, bookingId), eq(budgetCharges.budgetId, c.budgetId)));
      await moveTotals(tx, c, amountMinor - c.amountMinor, 0);
    }
  });
}

/** The shares of a budget its approvers hear of, once per period each. */
export const ALERT_THRESHOLDS = [80, 100] as const;

/** The highest threshold a charge took a budget's period to or past, when it had not been alerted yet. */
export const thresholdCrossed = (c: Pick<Committed, "beforeMinor" | "afterMinor" | "budget">): number | null => {
  const pct = (minor: number) => (minor * 100) / c.budget.amountMinor;
  const crossed = ALERT_THRESHOLDS.filter((t) => pct(c.beforeMinor) < t && pct(c.afterMinor) >= t);
  return crossed.length ? crossed[crossed.length - 1]! : null;
};

/**
 * Claims the alert of a threshold for a budget's period: true once, for the first charge that took
 * it there (a second booking past the same threshold, or a retry, finds it claimed).
 */
export async function claimBudgetAlert(tx: Db, budgetId: string, periodStart: string, pct: number): Promise<boolean> {
  const rows = await tx
    .update(budgetPeriods)
    .set({ alertedPct: pct })
    .where(and(eq(budgetPeriods.budgetId, budgetId), eq(budgetPeriods.periodStart, periodStart), sql`${budgetPeriods.alertedPct} < ${pct}`))
    .returning({ budgetId: budgetPeriods.budgetId });
  return rows.length === 1;
}

async function moveTotals(tx: Db, c: { budgetId: string; periodStart: string }, committed: number, spent: number) {
  await tx
    .update(budgetPeriods)
    .set({ committedMinor: sql`${budgetPeriods.committedMinor} + ${committed}`, spentMinor: sql`${budgetPeriods.spentMinor} + ${spent}` })
    .where(and(eq(budgetPeriods.budgetId, c.budgetId), eq(budgetPeriods.periodStart, c.periodStart)));
}
