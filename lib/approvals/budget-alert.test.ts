import { beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createUser } from "@/lib/accounts/queries";
import { eq } from "drizzle-orm";
import { budgetPeriods, labelApprovers, labels, users } from "@/lib/db/schema";
import type { MailCarrier } from "@/lib/outbound/carriers";

vi.mock("server-only", () => ({}));
const { saveBudget } = await import("@/lib/spend/budgets-queries");
const { sendBudgetAlert } = await import("./budget-alert");

describe.each(TEST_ENGINES)("a budget's alert on %s", (engine) => {
  const h = useFreshDatabase(engine);
  const sent: Parameters<MailCarrier["send"]>[0][] = [];
  const deps = () => ({
    db: async () => h.db,
    mail: () => ({ send: async (m: Parameters<MailCarrier["send"]>[0]) => (sent.push(m), { id: String(sent.length) }) }),
    appUrl: "https://desk.example.com/",
    mailDomain: "desk.example.com",
    deskLanguage: async () => "en" as const,
  });

  beforeAll(async () => {
    await createUser(h.db, { email: "alba@example.com", name: "Alba", role: "admin" });
    const paula = await createUser(h.db, { email: "paula@example.com", name: "Paula", role: "approver" });
    await h.db.update(users).set({ locale: "es" }).where(eq(users.id, paula.id));
    await createUser(h.db, { email: "agent@example.com", name: "Agent", role: "agent" });
    await h.db.insert(labels).values({ slug: "events-2026", id: crypto.randomUUID(), name: "Events 2026", active: true });
    await h.db.insert(labelApprovers).values({ labelSlug: "events-2026", userId: paula.id });
  });

  it("tells the label's approvers and every admin, each in their language, with what is used and left", async () => {
    const budget = await saveBudget(
      h.db,
      { scope: "label", subject: "events-2026", period: "month", amountMinor: 50_000, currency: "EUR", onExceed: "refuse" },
      { id: null, email: null },
    );
    await h.db.insert(budgetPeriods).values({ budgetId: budget.id, periodStart: "2027-04-01", committedMinor: 30_000, spentMinor: 10_500, alertedPct: 80 });
    expect(await sendBudgetAlert(deps(), { budgetId: budget.id, periodStart: "2027-04-01", pct: 80 })).toBe(2);
    const byTo = Object.fromEntries(sent.map((m) => [m.to, m]));
    expect(byTo["alba@example.com"]!.subject).toBe("Budget of Events 2026 at 80 %");
    expect(byTo["alba@example.com"]!.text).toContain(
      "the label Events 2026 have taken €405.00 of its €500.00 for the month beginning 2027-04-01: €95.00 left.",
    );
    expect(byTo["alba@example.com"]!.text).toContain("Budgets and rules: https://desk.example.com/admin/policy");
    expect(byTo["paula@example.com"]!.subject).toBe("Presupuesto de Events 2026 al 80 %");
    expect(new Set(sent.map((m) => m.messageId)).size).toBe(2);
    expect(byTo["agent@example.com"]).toBeUndefined();
  });
});
