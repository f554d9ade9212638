import "server-only";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { budgetsFor, type BudgetRow } from "./budget-ledger";
import { localPickup, periodInstants, periodStartOf } from "./periods";
import { breachesOf, countsRides, verdictOf, type Breach, type Outcome, type SpendRules } from "./rules";
import { getSpendRules } from "./policy-queries";

/** Rides that count towards a requester's cap: booked, being booked, or waiting for a yes. */
const COUNTED = ["pending", "booked", "uncertain", "awaiting_approval"] as const;

export type RideToCheck = {
  priceMinor: number | null;
  currency: string | null;
  productName: string;
  requesterId: string;
  labelSlug: string | null;
  pickupAt: Date;
  zone: string;
};

export type SpendCheck = {
  rules: SpendRules;
  verdict: Outcome | "ok";
  /** The rules broken before any budget is charged (budgets are checked as they are charged). */
  breaches: Breach[];
  budgets: BudgetRow[];
  pickupDate: string;
};

/**
 * A ride checked against the company's rules, before anything is recorded: what it breaks, and
 * which budgets it will count against. A ride with a budget to count against and no price cannot
 * be counted, so it waits for a person.
 */
export async function checkSpend(db: Db, ride: RideToCheck, rules?: SpendRules): Promise<SpendCheck> {
  const policy = rules ?? (await getSpendRules(db));
  const pickup = localPickup(ride.pickupAt, ride.zone);
  const requesterRides = countsRides(policy) ? await ridesInPeriod(db, ride.requesterId, pickup.date, policy.ridesPerRequester!.period, ride.zone) : 0;
  const breaches = breachesOf(policy, { ...ride, pickupWeekday: pickup.weekday, pickupTime: pickup.time, requesterRides });
  const found = await budgetsFor(db, ride);
  if (ride.priceMinor === null && (await budgetsFor(db, { ...ride, currency: null }, true)).length > 0) breaches.push({ rule: "noPrice", outcome: "approve" });
  return { rules: policy, verdict: verdictOf(breaches), breaches, budgets: found, pickupDate: pickup.date };
}

/** A requester's rides with a pickup in the period of `date`, on the pickup zone's clock. */
async function ridesInPeriod(db: Db, requesterId: string, date: string, period: "month" | "week", zone: string): Promise<number> {
  const { from, to } = periodInstants(periodStartOf(date, period), period, zone);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.requesterId, requesterId), gte(bookings.pickupAt, from), lt(bookings.pickupAt, to), inArray(bookings.status, [...COUNTED])));
  return row?.n ?? 0;
}
