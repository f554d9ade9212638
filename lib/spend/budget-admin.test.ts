import { beforeEach, describe, expect, it } from "vitest";
import { createUser } from "@/lib/accounts/queries";
import { listAudit } from "@/lib/audit/queries";
import { auditLog, bookings, budgetCharges, budgetPeriods, budgets, labels, requesters, spendPolicy } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { saveBudgetFromPage } from "./budget-admin";
import { listBudgets } from "./budgets-queries";
import { getSpendRules, saveSpendRules } from "./policy-queries";
import { budgetSchema, spendRulesSchema } from "./schema";

const REQUESTER = "a".repeat(32);
const ride = (n: number, productName: string, price: { amount: number; currency: string } | null) => ({
  intentId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  requesterId: REQUESTER,
  riderName: "Lucía",
  productId: "p",
  productName,
  startAt: "2026-12-02 08:00:00",
  pickupLabel: "Atocha",
  destinationLabel: "Castellana 200",
  stopCount: 2,
  status: "booked" as const,
  request: {},
  priceAmount: price?.amount ?? null,
  priceCurrency: price?.currency ?? null,
});

describe.each(TEST_ENGINES)("the Policy page's spend settings on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let actor = { id: null as string | null, email: "admin@example.com" };
  beforeEach(async () => {
    for (const table of [budgetCharges, budgetPeriods, budgets, bookings, spendPolicy, auditLog, labels, requesters]) await h.db.delete(table);
    if (!actor.id) actor = { id: (await createUser(h.db, { email: actor.email, name: "Admin", role: "admin" })).id, email: actor.email };
    await h.db.insert(labels).values({ slug: "sales", id: "8d0f8a0e-1f43-4bb0-9a50-1d8f6e1d2a11", name: "Sales" });
    await h.db.insert(requesters).values({ id: REQUESTER, email: "maria@example.com", name: "María", surname: "López" });
  });

  /** A budget as the action passes it on, its id apart. */
  const budget = (change: Record<string, unknown> = {}) => {
    const { id: _, ...input } = budgetSchema.parse({
      id: null,
      scope: "label",
      subject: "sales",
      period: "month",
      amount: "500",
      currency: "EUR",
      onExceed: "refuse",
      ...change,
    });
    return input;
  };

  it("saves the ride rules as typed, audited, and reads them back as the booking check does", async () => {
    const rules = spendRulesSchema.parse({
      maxPrice: { on: true, amount: "0.01", currency: "EUR", outcome: "refuse" },
      products: { on: false, allowed: [], outcome: "refuse" },
      hours: { on: true, days: [1, 2, 3, 4, 5], from: "22:00", to: "06:00", outcome: "approve" },
      ridesPerRequester: { on: false, count: "", period: "month", outcome: "approve" },
      area: { on: false, places: [], outcome: "refuse" },
      asapApprovalMinutes: 10,
      fallback: "decline",
    });
    expect((await saveSpendRules(h.db, rules, actor)).sort()).toEqual(["asapApprovalMinutes", "hours", "maxPrice"]);
    expect(await getSpendRules(h.db)).toEqual(rules);
    expect((await listAudit(h.db, { action: "spend.rules_changed" })).records).toHaveLength(1);
  });

  it("adds a budget that is listed with nothing used, committed or projected", async () => {
    const saved = await saveBudgetFromPage(h.db, null, budget(), actor);
    expect(saved).toMatchObject({ ok: true, recounted: false });
    expect(await listBudgets(h.db, "2026-12-15")).toMatchObject([
      { scope: "label", subject: "sales", amountMinor: 50000, currency: "EUR", spentMinor: 0, committedMinor: 0, leftMinor: 50000, projectedMinor: 0 },
    ]);
    expect((await listAudit(h.db, { action: "budget.created" })).records).toHaveLength(1);
  });

  it("refuses a second budget for the same label or requester, changing nothing: the first is edited instead", async () => {
    await saveBudgetFromPage(h.db, null, budget(), actor);
    await saveBudgetFromPage(h.db, null, budget({ scope: "requester", subject: REQUESTER }), actor);
    expect(await saveBudgetFromPage(h.db, null, budget({ amount: "9000" }), actor)).toEqual({ ok: false, field: "subject", problem: "duplicate" });
    expect(await saveBudgetFromPage(h.db, null, budget({ scope: "requester", subject: REQUESTER, amount: "1" }), actor)).toEqual({
      ok: false,
      field: "subject",
      problem: "duplicate",
    });
    expect((await h.db.select().from(budgets)).map((b) => b.amountMinor)).toEqual([50000, 50000]);
    expect((await listAudit(h.db, { action: "budget.changed" })).records).toHaveLength(0);
  });

  it("two admins adding a budget for one label at once: one is added, the other refused as a duplicate, not turned into an edit", async () => {
    const both = await Promise.all([
      saveBudgetFromPage(h.db, null, budget({ amount: "100" }), actor),
      saveBudgetFromPage(h.db, null, budget({ amount: "200" }), actor),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.filter((r) => !r.ok)).toEqual([{ ok: false, field: "subject", problem: "duplicate" }]);
    expect((await listAudit(h.db, { action: "budget.changed" })).records).toHaveLength(0);
    expect(await h.db.select().from(budgets)).toHaveLength(1);
  });

  it("refuses a label or requester it does not know, and an edit that moves a budget or of one removed meanwhile", async () => {
    expect(await saveBudgetFromPage(h.db, null, budget({ subject: "nobody" }), actor)).toEqual({ ok: false, field: "subject", problem: "unknownSubject" });
    expect(await saveBudgetFromPage(h.db, null, budget({ scope: "requester", subject: "sales" }), actor)).toEqual({
      ok: false,
      field: "subject",
      problem: "unknownSubject",
    });
    const saved = await saveBudgetFromPage(h.db, null, budget(), actor);
    const id = saved.ok ? saved.id : "";
    expect(await saveBudgetFromPage(h.db, id, budget({ scope: "requester", subject: REQUESTER }), actor)).toEqual({
      ok: false,
      field: "subject",
      problem: "subjectChanged",
    });
    expect(await saveBudgetFromPage(h.db, "11111111-1111-4111-8111-111111111111", budget(), actor)).toEqual({ ok: false, field: "form", problem: "gone" });
    expect(await h.db.select().from(budgets)).toMatchObject([{ scope: "label", subject: "sales", amountMinor: 50000 }]);
  });

  it("changes a budget's period mid-period and counts its rides again by their pickup dates", async () => {
    const saved = await saveBudgetFromPage(h.db, null, budget(), actor);
    const id = saved.ok ? saved.id : "";
    const [booked] = await h.db
      .insert(bookings)
      .values(ride(1, "Cabify", { amount: 1200, currency: "EUR" }))
      .returning();
    await h.db.insert(budgetCharges).values({ bookingId: booked!.id, budgetId: id, pickupDate: "2026-12-02", periodStart: "2026-12-01", amountMinor: 1200 });
    await h.db.insert(budgetPeriods).values({ budgetId: id, periodStart: "2026-12-01", committedMinor: 1200 });
    expect(await saveBudgetFromPage(h.db, id, budget({ period: "week", amount: "100" }), actor)).toEqual({ ok: true, id, recounted: true });
    // 2 December 2026 is a Wednesday: the ride now counts in the week from Monday 30 November.
    expect(await listBudgets(h.db, "2026-12-03")).toMatchObject([{ period: "week", periodStart: "2026-11-30", committedMinor: 1200, leftMinor: 10000 - 1200 }]);
    expect(await listBudgets(h.db, "2026-12-08")).toMatchObject([{ periodStart: "2026-12-07", committedMinor: 0 }]);
    expect(await saveBudgetFromPage(h.db, id, budget({ period: "week", amount: "200" }), actor)).toEqual({ ok: true, id, recounted: false });
  });
});
