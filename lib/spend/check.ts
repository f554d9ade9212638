import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { budgetPeriods, budgets } from "@/lib/db/schema";
import { budgetsFor, type BudgetRow } from "./budget-ledger";
import { localPickup, periodStartOf } from "./periods";
import { ridesInPeriod } from "./rides-queries";
import { rulesForRide, rulesForRides } from "./overrides-queries";
import { breachesOf, countsRides, verdictOf, type Breach, type Outcome, type RideStop, type SpendRules } from "./rules";
import { subjectKey, subjectNames } from "./subject-names";

export type RideToCheck = {
  priceMinor: number | null;
  currency: string | null;
  productName: string;
  requesterId: string;
  labelSlug: string | null;
  pickupAt: Date;
  zone: string;
  /** The first and last stops (lib/spend/rules.ts rideEnds), for the area rule; null is not checked. */
  pickup: RideStop | null;
  dropoff: RideStop | null;
};

export type SpendCheck = {
  /** The rules in force for this ride: the company's, with its label's and requester's own in their place. */
  rules: SpendRules;
  verdict: Outcome | "ok";
  /** The rules broken before any budget is charged (budgets are checked as they are charged). */
  breaches: Breach[];
  budgets: BudgetRow[];
  /** Each budget's label or requester by name (budget id → name), for a breach in words. */
  budgetNames: Record<string, string>;
  pickupDate: string;
};

/** The names of budgets' labels and requesters, by budget id. */
async function namesOf(db: Db, found: readonly BudgetRow[]): Promise<Record<string, string>> {
  if (!found.length) return {};
  const names = await subjectNames(db, found);
  return Object.fromEntries(found.map((b) => [b.id, names.get(subjectKey(b))!]));
}

/**
 * A ride checked against the rules in force for it (the company's, or its label's or requester's
 * own), before anything is recorded: what it breaks, and which budgets it will count against. A
 * ride with a budget to count against and no price cannot be counted, so it waits for a person.
 * `company` is the company's rules when the caller has them already.
 */
export async function checkSpend(db: Db, ride: RideToCheck, company?: SpendRules): Promise<SpendCheck> {
  const { rules: policy, sources } = await rulesForRide(db, ride, company);
  const pickup = localPickup(ride.pickupAt, ride.zone);
  const requesterRides = countsRides(policy) ? await ridesInPeriod(db, ride.requesterId, pickup.date, policy.ridesPerRequester!.period, ride.zone) : 0;
  const breaches = breachesOf(policy, { ...ride, pickupWeekday: pickup.weekday, pickupTime: pickup.time, requesterRides }, sources);
  const found = await budgetsFor(db, ride);
  if (ride.priceMinor === null && (await budgetsFor(db, { ...ride, currency: null }, true)).length > 0) breaches.push({ rule: "noPrice", outcome: "approve" });
  return { rules: policy, verdict: verdictOf(breaches), breaches, budgets: found, budgetNames: await namesOf(db, found), pickupDate: pickup.date };
}

/**
 * Many rides checked together, in order, as an event's rows are: the rules and budgets read once,
 * each requester's rides counted once per period, and every row that would go counted against the
 * rows after it, so a requester's cap and a budget's room are shared by the whole event. Budgets
 * are checked here too (a single booking checks them as it charges them), so each row says at its
 * cells what it breaks, a budget with no room left included.
 */
export async function checkSpendBatch(db: Db, rides: RideToCheck[]): Promise<SpendCheck[]> {
  const inForce = await rulesForRides(db, rides);
  const all = rides.length ? await db.select().from(budgets) : [];
  const names = await namesOf(db, all);
  const counted = new Map<string, number>();
  const used = new Map<string, number>();
  const out: SpendCheck[] = [];
  for (const [i, ride] of rides.entries()) {
    const { rules: policy, sources } = inForce[i]!;
    const pickup = localPickup(ride.pickupAt, ride.zone);
    const cap = policy.ridesPerRequester;
    const countKey = cap ? `${ride.requesterId}|${cap.period}|${periodStartOf(pickup.date, cap.period)}|${ride.zone}` : "";
    if (cap && !counted.has(countKey)) counted.set(countKey, await ridesInPeriod(db, ride.requesterId, pickup.date, cap.period, ride.zone));
    const breaches = breachesOf(
      policy,
      { ...ride, pickupWeekday: pickup.weekday, pickupTime: pickup.time, requesterRides: cap ? counted.get(countKey)! : 0 },
      sources,
    );
    const mine = all.filter((b) => (b.scope === "requester" ? b.subject === ride.requesterId : b.subject === ride.labelSlug));
    const found = mine.filter((b) => b.currency === ride.currency);
    const price = ride.priceMinor;
    if (price === null && mine.length) breaches.push({ rule: "noPrice", outcome: "approve" });
    for (const b of price === null ? [] : found) {
      const periodStart = periodStartOf(pickup.date, b.period);
      const key = `${b.id}|${periodStart}`;
      if (!used.has(key)) used.set(key, await usedOf(db, b.id, periodStart));
      if (used.get(key)! + price! > b.amountMinor) {
        breaches.push({
          rule: "budget",
          outcome: b.onExceed,
          budgetId: b.id,
          scope: b.scope,
          subject: b.subject,
          subjectName: names[b.id],
          period: b.period,
          amountMinor: b.amountMinor,
          usedMinor: used.get(key)!,
          priceMinor: price!,
          currency: b.currency,
        });
      }
    }
    const verdict = verdictOf(breaches);
    if (verdict !== "refuse") {
      if (cap) counted.set(countKey, counted.get(countKey)! + 1);
      if (price !== null)
        for (const b of found)
          used.set(`${b.id}|${periodStartOf(pickup.date, b.period)}`, used.get(`${b.id}|${periodStartOf(pickup.date, b.period)}`)! + price);
    }
    out.push({ rules: policy, verdict, breaches, budgets: found, budgetNames: names, pickupDate: pickup.date });
  }
  return out;
}

/** What a budget's period has taken: committed and spent. */
async function usedOf(db: Db, budgetId: string, periodStart: string): Promise<number> {
  const [row] = await db
    .select()
    .from(budgetPeriods)
    .where(and(eq(budgetPeriods.budgetId, budgetId), eq(budgetPeriods.periodStart, periodStart)));
  return (row?.committedMinor ?? 0) + (row?.spentMinor ?? 0);
}
