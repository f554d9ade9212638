import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { auditLog, budgets, labels, requesters, spendPolicy, spendRuleOverrides } from "@/lib/db/schema";
import { inEnglish } from "@/lib/i18n/in-english";
import type { RideToCheck } from "./check";

vi.mock("server-only", () => ({}));
const { checkSpend, checkSpendBatch } = await import("./check");
const { deleteRuleOverride, listRuleOverrides, saveRuleOverride } = await import("./overrides-queries");
const { saveSpendRules } = await import("./policy-queries");
const { saveBudget } = await import("./budgets-queries");
const { breachMessage } = await import("./breach-words");
const { NO_SPEND_RULES } = await import("./rules");

const MARIA = "5d0c3b2a1f0e4d9c8b7a695847362514";
const PABLO = "0a1b2c3d4e5f60718293a4b5c6d7e8f9";
const admin = { id: null, email: "admin@example.com" };
const cap = (amountMinor: number, outcome: "refuse" | "approve" = "refuse") => ({ amountMinor, currency: "EUR", outcome });
const ride = (over: Partial<RideToCheck> = {}): RideToCheck => ({
  priceMinor: 4500,
  currency: "EUR",
  productName: "Cabify",
  requesterId: PABLO,
  labelSlug: null,
  pickupAt: new Date("2027-04-14T10:00:00Z"),
  zone: "Europe/Madrid",
  pickup: null,
  dropoff: null,
  ...over,
});
const words = (check: { breaches: Parameters<typeof breachMessage>[0][] }) => check.breaches.map((b) => inEnglish(breachMessage(b, "en-GB")));

describe.each(TEST_ENGINES)("a label's and a requester's own rules on %s", (engine) => {
  const h = useFreshDatabase(engine);

  beforeEach(async () => {
    for (const t of [spendRuleOverrides, budgets, spendPolicy, auditLog, labels, requesters]) await h.db.delete(t);
    await h.db.insert(labels).values([
      { slug: "events", id: "l-events", name: "Events 2027" },
      { slug: "sales", id: "l-sales", name: "Sales" },
    ]);
    await h.db.insert(requesters).values([
      { id: MARIA, email: "maria@example.com", name: "María", surname: "López" },
      { id: PABLO, email: "pablo@example.com", name: "Pablo", surname: "" },
    ]);
    // The company: at most €30.00 a ride, refused above it.
    await saveSpendRules(h.db, { ...NO_SPEND_RULES, maxPrice: cap(3000) }, admin);
  });

  it("hold a ride to its label's rule in place of the company's, and its requester's before its label's", async () => {
    expect(words(await checkSpend(h.db, ride()))).toEqual(["its price, €45.00, is over the €30.00 a ride may cost."]);
    // The label Events may spend up to €80.00 a ride; Sales is not capped at all.
    expect(await saveRuleOverride(h.db, null, { scope: "label", subject: "events", rules: { maxPrice: cap(8000, "approve") } }, admin)).toMatchObject({
      ok: true,
    });
    expect(await saveRuleOverride(h.db, null, { scope: "label", subject: "sales", rules: { maxPrice: null } }, admin)).toMatchObject({ ok: true });
    expect((await checkSpend(h.db, ride({ labelSlug: "events" }))).verdict).toBe("ok");
    expect((await checkSpend(h.db, ride({ labelSlug: "sales", priceMinor: 900_000 }))).verdict).toBe("ok");
    const over = await checkSpend(h.db, ride({ labelSlug: "events", priceMinor: 9000 }));
    expect(over.verdict).toBe("approve");
    expect(words(over)).toEqual(["for the label Events 2027, its price, €90.00, is over the €80.00 a ride may cost."]);
    // María's own cap of €20.00 comes before her label's.
    await saveRuleOverride(h.db, null, { scope: "requester", subject: MARIA, rules: { maxPrice: cap(2000) } }, admin);
    const hers = await checkSpend(h.db, ride({ labelSlug: "events", requesterId: MARIA }));
    expect(hers.verdict).toBe("refuse");
    expect(words(hers)).toEqual(["for María López, its price, €45.00, is over the €20.00 a ride may cost."]);
  });

  it("hold each of an event's rows to its own label's and requester's rules", async () => {
    await saveRuleOverride(h.db, null, { scope: "label", subject: "sales", rules: { maxPrice: null } }, admin);
    await saveRuleOverride(h.db, null, { scope: "requester", subject: MARIA, rules: { maxPrice: cap(2000) } }, admin);
    const checks = await checkSpendBatch(h.db, [ride(), ride({ labelSlug: "sales" }), ride({ labelSlug: "sales", requesterId: MARIA })]);
    expect(checks.map((c) => c.verdict)).toEqual(["refuse", "ok", "refuse"]);
    expect(words(checks[2]!)).toEqual(["for María López, its price, €45.00, is over the €20.00 a ride may cost."]);
  });

  it("name a budget's requester in its refusal, not the provider's id", async () => {
    await saveSpendRules(h.db, NO_SPEND_RULES, admin);
    await saveBudget(h.db, { scope: "requester", subject: MARIA, period: "month", amountMinor: 1000, currency: "EUR", onExceed: "refuse" }, admin);
    const [check] = await checkSpendBatch(h.db, [ride({ requesterId: MARIA })]);
    expect(words(check!)).toEqual(["the requester María López has €10.00 left of its €10.00 this month, and this ride costs €45.00."]);
    expect((await checkSpend(h.db, ride({ requesterId: MARIA }))).budgetNames).toEqual({ [check!.budgets[0]!.id]: "María López" });
  });

  it("are one set per label or requester, for ones known here, kept with whose they are, and audited", async () => {
    expect(await saveRuleOverride(h.db, null, { scope: "label", subject: "nobody", rules: { maxPrice: null } }, admin)).toEqual({
      ok: false,
      field: "subject",
      problem: "unknownSubject",
    });
    const first = await saveRuleOverride(h.db, null, { scope: "label", subject: "events", rules: { maxPrice: null } }, admin);
    if (!first.ok) throw new Error("not saved");
    expect(await saveRuleOverride(h.db, null, { scope: "label", subject: "events", rules: { products: null } }, admin)).toEqual({
      ok: false,
      field: "subject",
      problem: "duplicateRules",
    });
    expect(await saveRuleOverride(h.db, first.id, { scope: "label", subject: "sales", rules: { products: null } }, admin)).toEqual({
      ok: false,
      field: "subject",
      problem: "rulesSubjectChanged",
    });
    expect(await saveRuleOverride(h.db, first.id, { scope: "label", subject: "events", rules: { maxPrice: cap(5000) } }, admin)).toEqual({
      ok: true,
      id: first.id,
    });
    expect((await listRuleOverrides(h.db)).map((o) => [o.name, o.rules])).toEqual([["Events 2027", { maxPrice: cap(5000) }]]);
    expect(await deleteRuleOverride(h.db, first.id, admin)).toBe(true);
    expect(await deleteRuleOverride(h.db, first.id, admin)).toBe(false);
    expect(await saveRuleOverride(h.db, first.id, { scope: "label", subject: "events", rules: { maxPrice: null } }, admin)).toEqual({
      ok: false,
      field: "form",
      problem: "rulesGone",
    });
    const trail = await h.db.select().from(auditLog).where(eq(auditLog.targetId, "events"));
    expect(trail.map((a) => [a.action, a.detail])).toEqual([
      ["spend.own_rules_saved", { to: { maxPrice: null } }],
      ["spend.own_rules_saved", { from: { maxPrice: null }, to: { maxPrice: cap(5000) } }],
      ["spend.own_rules_removed", { rules: { maxPrice: cap(5000) } }],
    ]);
  });
});
