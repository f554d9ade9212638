import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { approvals, auditLog, bookings, budgetCharges, budgetPeriods, budgets, spendPolicy } from "@/lib/db/schema";
import type { Db } from "@/lib/db/client";
import { ActionError } from "@/lib/action-result";
import { bookingIntent } from "@/lib/booking/testing";
import { claimIntent } from "@/lib/booking/queries";
import { inEnglish } from "@/lib/i18n/in-english";
import { createUser } from "@/lib/accounts/queries";

vi.mock("server-only", () => ({}));
const { checkSpend, checkSpendBatch } = await import("./check");
const { holdSpend } = await import("./hold");
const { releaseRide, settleRide } = await import("./budget-ledger");
const { saveBudget, listBudgets } = await import("./budgets-queries");
const { saveSpendRules } = await import("./policy-queries");
const { NO_SPEND_RULES } = await import("./rules");

const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const NOON = new Date("2027-04-14T10:00:00Z"); // 12:00 in Madrid, a Wednesday

type Ride = { price?: number | null; currency?: string; label?: string | null; pickupAt?: Date; asap?: boolean; product?: string };

/**
 * One booking as book() records it: the intent claimed and the ride held against the rules and its
 * budgets in one transaction. Returns what the hold decided, or the refusal in English.
 */
async function hold(db: Db, actorId: string, ride: Ride = {}, now = new Date("2027-04-14T09:00:00Z")) {
  const price = ride.price === undefined ? 1200 : ride.price;
  const pickupAt = ride.pickupAt ?? NOON;
  const facts = {
    priceMinor: price,
    currency: price === null ? null : (ride.currency ?? "EUR"),
    productName: ride.product ?? "Cabify",
    requesterId: REQUESTER,
    labelSlug: ride.label ?? null,
    pickupAt,
    zone: "Europe/Madrid",
    pickup: null,
    dropoff: null,
  };
  const check = await checkSpend(db, facts);
  if (check.verdict === "refuse") return { refused: "rules" as const };
  try {
    return await db.transaction(async (tx) => {
      const { booking } = await claimIntent(tx, bookingIntent({ priceAmount: price, priceCurrency: facts.currency, labelSlug: facts.labelSlug, pickupAt }));
      const held = await holdSpend(
        tx,
        {
          bookingId: booking.id,
          actor: { id: actorId, email: "agent@example.com" },
          priceMinor: price,
          currency: facts.currency,
          labelSlug: facts.labelSlug,
          asap: ride.asap ?? false,
          pickupAt,
          estimatedAt: now,
        },
        check,
        "en-GB",
        now,
      );
      return { bookingId: booking.id, held };
    });
  } catch (e) {
    if (e instanceof ActionError && e.code === "outside_policy") return { refused: inEnglish(e.message) };
    throw e;
  }
}

describe.each(TEST_ENGINES)("budgets and holds on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let agent = "";
  const admin = { id: null as string | null, email: "admin@example.com" };

  beforeEach(async () => {
    for (const t of [approvals, budgetCharges, budgetPeriods, budgets, spendPolicy, bookings, auditLog]) await h.db.delete(t);
    if (!agent) {
      agent = (await createUser(h.db, { email: "agent@example.com", name: "Agent", role: "agent" })).id;
      admin.id = (await createUser(h.db, { email: admin.email, name: "Admin", role: "admin" })).id;
    }
  });

  const periodOf = async (budgetId: string) => (await h.db.select().from(budgetPeriods).where(eq(budgetPeriods.budgetId, budgetId)))[0];

  it("50 bookings at once against a budget with room for exactly 10 rides: 10 held, 40 refused in words, nothing overspent", async () => {
    const budget = await saveBudget(
      h.db,
      { scope: "requester", subject: REQUESTER, period: "month", amountMinor: 12_000, currency: "EUR", onExceed: "refuse" },
      admin,
    );
    const results = await Promise.all(Array.from({ length: 50 }, () => hold(h.db, agent)));
    const went = results.filter((r) => "held" in r);
    const refused = results.filter((r) => "refused" in r);
    expect(went).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused[0]!.refused).toBe(
      "This ride is outside the company's rules, so it was not booked: the requester 3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b has €0.00 left of its €120.00 this month, and this ride costs €12.00.",
    );
    expect(await periodOf(budget.id)).toMatchObject({ periodStart: "2027-04-01", committedMinor: 12_000, spentMinor: 0 });
    // A refused ride leaves nothing behind: no booking, no charge.
    expect((await h.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n).toBe(10);
    expect((await h.db.select({ n: sql<number>`count(*)::int` }).from(budgetCharges))[0]!.n).toBe(10);
  });

  it("a ride counts against its label's and its requester's budgets both; one without room refuses it and charges neither", async () => {
    const label = await saveBudget(
      h.db,
      { scope: "label", subject: "marketing", period: "month", amountMinor: 100_000, currency: "EUR", onExceed: "refuse" },
      admin,
    );
    const mine = await saveBudget(
      h.db,
      { scope: "requester", subject: REQUESTER, period: "week", amountMinor: 2_000, currency: "EUR", onExceed: "refuse" },
      admin,
    );
    expect(await hold(h.db, agent, { label: "marketing" })).toMatchObject({ held: { kind: "go" } });
    expect(await hold(h.db, agent, { label: "marketing" })).toMatchObject({ refused: expect.stringContaining("€8.00 left of its €20.00 this week") });
    expect(await periodOf(label.id)).toMatchObject({ committedMinor: 1200 });
    expect(await periodOf(mine.id)).toMatchObject({ periodStart: "2027-04-12", committedMinor: 1200 });
  });

  it("a budget counts rides in its own currency only", async () => {
    const eur = await saveBudget(
      h.db,
      { scope: "requester", subject: REQUESTER, period: "month", amountMinor: 1000, currency: "EUR", onExceed: "refuse" },
      admin,
    );
    expect(await hold(h.db, agent, { price: 90_000, currency: "MXN" })).toMatchObject({ held: { kind: "go", flags: [] } });
    expect(await periodOf(eur.id)).toBeUndefined();
  });

  it("gives a ride's room back once, however often it is asked, and counts a final price as spent", async () => {
    const budget = await saveBudget(
      h.db,
      { scope: "requester", subject: REQUESTER, period: "month", amountMinor: 10_000, currency: "EUR", onExceed: "refuse" },
      admin,
    );
    const a = (await hold(h.db, agent)) as { bookingId: string };
    const b = (await hold(h.db, agent)) as { bookingId: string };
    const c = (await hold(h.db, agent)) as { bookingId: string };
    expect(await Promise.all([releaseRide(h.db, a.bookingId), releaseRide(h.db, a.bookingId)])).toEqual(expect.arrayContaining([1, 0]));
    expect(await settleRide(h.db, b.bookingId, { amountMinor: 1450, currency: "EUR" })).toBe(1);
    expect(await settleRide(h.db, b.bookingId, { amountMinor: 1450, currency: "EUR" })).toBe(0);
    // Cancelled without a fee: no final price, the room comes back.
    await settleRide(h.db, c.bookingId, null);
    expect(await periodOf(budget.id)).toMatchObject({ committedMinor: 0, spentMinor: 1450 });
    const [view] = await listBudgets(h.db, "2027-04-15");
    expect(view).toMatchObject({ spentMinor: 1450, committedMinor: 0, leftMinor: 8550, projectedMinor: 2900 });
  });

  it("a ride whose room was given back and that went on after all is counted at its final price", async () => {
    const budget = await saveBudget(
      h.db,
      { scope: "requester", subject: REQUESTER, period: "month", amountMinor: 10_000, currency: "EUR", onExceed: "refuse" },
      admin,
    );
    const a = (await hold(h.db, agent)) as { bookingId: string };
    await settleRide(h.db, a.bookingId, null); // no driver found: nothing to pay
    expect(await periodOf(budget.id)).toMatchObject({ committedMinor: 0, spentMinor: 0 });
    await settleRide(h.db, a.bookingId, { amountMinor: 1300, currency: "EUR" }); // kept searching, and it ran
    expect(await periodOf(budget.id)).toMatchObject({ committedMinor: 0, spentMinor: 1300 });
    expect(await settleRide(h.db, a.bookingId, { amountMinor: 1300, currency: "EUR" })).toBe(0);
  });

  it("claims a budget's 80 % and 100 % alerts once each per period, for the ride that took it there", async () => {
    await saveBudget(h.db, { scope: "label", subject: "marketing", period: "month", amountMinor: 5_000, currency: "EUR", onExceed: "approve" }, admin);
    const alertsOf = async (ride: Ride) =>
      ((await hold(h.db, agent, { label: "marketing", ...ride })) as { held: { alerts: { pct: number }[] } }).held.alerts.map((a) => a.pct);
    expect(await alertsOf({ price: 3_900 })).toEqual([]); // 78 %
    expect(await alertsOf({ price: 100 })).toEqual([80]); // 80 %
    expect(await alertsOf({ price: 100 })).toEqual([]); // 82 %: already told
    expect(await alertsOf({ price: 2_000 })).toEqual([100]); // 122 %, held for approval: 100 % at once
    expect(await alertsOf({ price: 100, pickupAt: new Date("2027-05-04T10:00:00Z") })).toEqual([]); // May starts again, 2 %
  });

  it("a period changed mid-month recounts the rides by their pickup date, nothing lost or counted twice", async () => {
    const budget = await saveBudget(
      h.db,
      { scope: "requester", subject: REQUESTER, period: "month", amountMinor: 50_000, currency: "EUR", onExceed: "refuse" },
      admin,
    );
    await hold(h.db, agent, { pickupAt: new Date("2027-04-05T10:00:00Z") });
    await hold(h.db, agent, { pickupAt: new Date("2027-04-14T10:00:00Z") });
    await hold(h.db, agent, { pickupAt: new Date("2027-04-15T10:00:00Z") });
    await saveBudget(h.db, { scope: "requester", subject: REQUESTER, period: "week", amountMinor: 3_000, currency: "EUR", onExceed: "refuse" }, admin);
    const weeks = await h.db.select().from(budgetPeriods).where(eq(budgetPeriods.budgetId, budget.id)).orderBy(budgetPeriods.periodStart);
    expect(weeks.map((w) => [w.periodStart, w.committedMinor])).toEqual([
      ["2027-04-05", 1200],
      ["2027-04-12", 2400],
    ]);
    // The week of the 12th now has 6.00 left: a ride of 12.00 no longer fits.
    expect(await hold(h.db, agent, { pickupAt: new Date("2027-04-16T10:00:00Z") })).toHaveProperty("refused");
    const audited = await h.db.select().from(auditLog).where(eq(auditLog.action, "budget.changed"));
    expect(audited[0]!.detail).toMatchObject({ from: { period: "month", amount_minor: 50_000 }, to: { period: "week", amount_minor: 3_000 } });
  });

  it("a budget that asks for approval holds the ride, counts it while it waits, and sets its deadline by the pickup", async () => {
    const budget = await saveBudget(
      h.db,
      { scope: "requester", subject: REQUESTER, period: "month", amountMinor: 1000, currency: "EUR", onExceed: "approve" },
      admin,
    );
    const r = (await hold(h.db, agent)) as { bookingId: string; held: { kind: string; approval: { dueAt: Date; breaches: unknown[] } } };
    expect(r.held.kind).toBe("wait");
    expect(r.held.approval.dueAt.toISOString()).toBe("2027-04-14T09:25:00.000Z");
    expect(r.held.approval.breaches).toEqual([
      expect.objectContaining({ rule: "budget", outcome: "approve", usedMinor: 0, amountMinor: 1000, priceMinor: 1200 }),
    ]);
    expect(await periodOf(budget.id)).toMatchObject({ committedMinor: 1200 });
    expect(
      (
        await h.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, "approval.requested")))
      )[0]!.detail,
    ).toMatchObject({ rules: ["budget"], fallback: "decline" });
  });

  it("a ride needing approval whose pickup is too close to answer in time is refused, and nothing is recorded", async () => {
    await saveSpendRules(h.db, { ...NO_SPEND_RULES, products: { allowed: ["Eco"], outcome: "approve" } }, admin);
    const soon = new Date("2027-04-14T09:34:00Z");
    expect(await hold(h.db, agent, { pickupAt: soon })).toEqual({
      refused:
        "This ride needs an approver's yes (Cabify is not among the rides the company allows (Eco).), and its pickup is too close for an answer to come in time. Choose a later time or a ride within the rules.",
    });
    expect((await h.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n).toBe(0);
    expect(await hold(h.db, agent, { asap: true, pickupAt: new Date("2027-04-14T09:00:00Z") })).toMatchObject({
      held: { kind: "wait", approval: { dueAt: new Date("2027-04-14T09:05:00Z") } },
    });
  });

  it("a ride without a price, with a budget to count against, waits for a person", async () => {
    await saveBudget(h.db, { scope: "requester", subject: REQUESTER, period: "month", amountMinor: 1000, currency: "EUR", onExceed: "refuse" }, admin);
    expect(await hold(h.db, agent, { price: null })).toMatchObject({ held: { kind: "wait", breaches: [{ rule: "noPrice" }] } });
  });

  it("a flag rule lets the ride go and says which rule it broke", async () => {
    await saveSpendRules(h.db, { ...NO_SPEND_RULES, maxPrice: { amountMinor: 1000, currency: "EUR", outcome: "flag" } }, admin);
    expect(await hold(h.db, agent)).toMatchObject({ held: { kind: "go", flags: [{ rule: "maxPrice", outcome: "flag" }] } });
  });

  it("the rides-per-requester cap counts rides booked and waiting in the pickup's period", async () => {
    await saveSpendRules(h.db, { ...NO_SPEND_RULES, ridesPerRequester: { count: 2, period: "month", outcome: "refuse" } }, admin);
    expect(await hold(h.db, agent)).toHaveProperty("held");
    expect(await hold(h.db, agent)).toHaveProperty("held");
    expect(await hold(h.db, agent)).toEqual({ refused: "rules" });
    // Next month's count starts again.
    expect(await hold(h.db, agent, { pickupAt: new Date("2027-05-03T10:00:00Z") })).toHaveProperty("held");
  });
});

describe.each(TEST_ENGINES)("an event's rows checked together on %s", (engine) => {
  const h = useFreshDatabase(engine);
  const admin = { id: null as string | null, email: "admin@example.com" };
  const row = (over: Partial<{ price: number; requesterId: string; label: string }> = {}) => ({
    priceMinor: over.price ?? 1200,
    currency: "EUR",
    productName: "Cabify",
    requesterId: over.requesterId ?? REQUESTER,
    labelSlug: over.label ?? "events",
    pickupAt: NOON,
    zone: "Europe/Madrid",
    pickup: null,
    dropoff: null,
  });

  it("share a budget's room and a requester's cap in order, each row saying what it breaks", async () => {
    admin.id ??= (await createUser(h.db, { email: admin.email, name: "Admin", role: "admin" })).id;
    await saveBudget(h.db, { scope: "label", subject: "events", period: "month", amountMinor: 3000, currency: "EUR", onExceed: "approve" }, admin);
    await saveSpendRules(h.db, { ...NO_SPEND_RULES, ridesPerRequester: { count: 3, period: "month", outcome: "refuse" } }, admin);
    await hold(h.db, admin.id!, { label: "events" }); // 12.00 of the 30.00 taken, one of the requester's 3 rides
    const checks = await checkSpendBatch(h.db, [row(), row(), row(), row({ requesterId: "9".repeat(32) })]);
    expect(checks.map((c) => c.verdict)).toEqual(["ok", "approve", "refuse", "approve"]);
    expect(checks[1]!.breaches).toEqual([expect.objectContaining({ rule: "budget", usedMinor: 2400, amountMinor: 3000 })]);
    expect(checks[2]!.breaches.map((b) => b.rule)).toEqual(["ridesPerRequester", "budget"]);
  });
});
