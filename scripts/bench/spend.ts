/**
 * Spend control's figures: the rules and budgets checked and charged for one booking with 100,000
 * rides in the period, 500 rides checked as an event's rows are, and 50 bookings at once against a
 * budget with room for 10. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "@/lib/db/client";
import type { Db } from "@/lib/db/client";
import { bookings, budgetPeriods, budgets, spendRuleOverrides } from "@/lib/db/schema";
import { ActionError } from "@/lib/action-result";
import { bookingIntent } from "@/lib/booking/testing";
import { claimIntent } from "@/lib/booking/queries";
import { checkSpend, checkSpendBatch } from "@/lib/spend/check";
import { holdSpend } from "@/lib/spend/hold";
import { saveSpendRules } from "@/lib/spend/policy-queries";
import { NO_SPEND_RULES, rideEnds } from "@/lib/spend/rules";
import { postgresEngine, type Engine } from "./journeys-board";

const RIDES = 100_000;
const REQUESTERS = Array.from({ length: 40 }, (_, i) => i.toString(16).padStart(32, "b"));
const LABELS = ["sales", "ops", "marketing", "finance"];
const PERIOD_START = new Date("2027-04-01T00:00:00Z");

export type SpendFigures = { engine: string; p50: number; p95: number; event500Ms: number; held: number; refused: number; overspentMinor: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * 100,000 rides in April 2027 across 40 requesters and 4 labels, with every rule on, a budget for
 * each label and requester, and rules of their own for half the labels and a quarter of the requesters.
 */
async function seed(db: Db) {
  for (let start = 0; start < RIDES; start += 1000) {
    await db.insert(bookings).values(
      Array.from({ length: 1000 }, (_, j) => {
        const i = start + j;
        return {
          ...bookingIntent({ requesterId: REQUESTERS[i % REQUESTERS.length]!, labelSlug: LABELS[i % LABELS.length]!, priceAmount: 1000 + (i % 900) }),
          status: "booked" as const,
          pickupAt: new Date(PERIOD_START.getTime() + (i % 29) * 86_400_000 + (i % 86_400) * 1000),
        };
      }),
    );
  }
  await db.execute(sql`analyze bookings`);
  const rows = [...REQUESTERS.map((s) => ({ scope: "requester" as const, subject: s })), ...LABELS.map((s) => ({ scope: "label" as const, subject: s }))];
  await db
    .insert(budgets)
    .values(rows.map((r) => ({ ...r, period: "month" as const, amountMinor: 1_000_000_000, currency: "EUR", onExceed: "refuse" as const })));
  await saveSpendRules(
    db,
    {
      ...NO_SPEND_RULES,
      maxPrice: { amountMinor: 100_000, currency: "EUR", outcome: "refuse" },
      products: { allowed: ["Cabify", "Eco"], outcome: "approve" },
      hours: { days: [1, 2, 3, 4, 5, 6, 7], from: "05:00", to: "04:59", outcome: "flag" },
      area: {
        places: [
          { name: "Office", lat: 40.4169, lng: -3.7035, radiusKm: 5 },
          { name: "Airport T4", lat: 40.4915, lng: -3.5934, radiusKm: 3 },
        ],
        outcome: "refuse",
      },
      ridesPerRequester: { count: 1_000_000, period: "month", outcome: "refuse" },
    },
    { id: null, email: "bench@example.com" },
  );
  await db.insert(spendRuleOverrides).values([
    ...LABELS.slice(0, 2).map((subject) => ({
      scope: "label" as const,
      subject,
      rules: { maxPrice: { amountMinor: 200_000, currency: "EUR", outcome: "approve" as const }, products: null },
    })),
    ...REQUESTERS.filter((_, i) => i % 4 === 0).map((subject) => ({
      scope: "requester" as const,
      subject,
      rules: { ridesPerRequester: { count: 2_000_000, period: "week" as const, outcome: "approve" as const } },
    })),
  ]);
}

/** Sol to Atocha: every ride has stops, so an area rule has points to measure. */
const ENDS = rideEnds([
  { loc: [40.4169, -3.7035], label: "Sol" },
  { loc: [40.4066, -3.6892], label: "Atocha" },
]);
const ride = (i: number) => ({
  priceMinor: 1500,
  currency: "EUR",
  productName: "Cabify",
  requesterId: REQUESTERS[i % REQUESTERS.length]!,
  labelSlug: LABELS[i % LABELS.length]!,
  pickupAt: new Date("2027-04-20T10:00:00Z"),
  zone: "Europe/Madrid",
  ...ENDS,
});

/** One booking's spend work: the rules checked (the requester's rides counted), then the budgets charged in the booking's transaction. */
async function checkAndCharge(db: Db, i: number): Promise<number> {
  let spent = 0;
  await db.transaction(async (tx) => {
    const { booking } = await claimIntent(tx, bookingIntent({ requesterId: ride(i).requesterId, pickupAt: ride(i).pickupAt }));
    const t = performance.now();
    const check = await checkSpend(tx, ride(i));
    await holdSpend(
      tx,
      {
        bookingId: booking.id,
        actor: { id: null, email: null },
        priceMinor: 1500,
        currency: "EUR",
        labelSlug: ride(i).labelSlug,
        asap: false,
        pickupAt: ride(i).pickupAt,
        estimatedAt: new Date(),
      },
      check,
      "en-GB",
      new Date("2027-04-01T00:00:00Z"),
    );
    spent = performance.now() - t;
  });
  return spent;
}

/** 50 bookings at once against a budget with room for exactly 10 rides. */
async function race(db: Db) {
  const requesterId = "c".repeat(32);
  await db.insert(budgets).values({ scope: "requester", subject: requesterId, period: "month", amountMinor: 15_000, currency: "EUR", onExceed: "refuse" });
  const outcomes = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const r = { ...ride(0), requesterId, labelSlug: null };
      const check = await checkSpend(db, r);
      try {
        await db.transaction(async (tx) => {
          const { booking } = await claimIntent(tx, bookingIntent({ requesterId, pickupAt: r.pickupAt }));
          await holdSpend(
            tx,
            {
              bookingId: booking.id,
              actor: { id: null, email: null },
              priceMinor: 1500,
              currency: "EUR",
              labelSlug: null,
              asap: false,
              pickupAt: r.pickupAt,
              estimatedAt: new Date(),
            },
            check,
            "en-GB",
            new Date("2027-04-01T00:00:00Z"),
          );
        });
        return "held";
      } catch (e) {
        if (e instanceof ActionError && e.code === "outside_policy" && e.message.startsWith("$spend.refused")) return "refused";
        throw e;
      }
    }),
  );
  const [p] = await db
    .select({ used: sql<number>`${budgetPeriods.committedMinor} + ${budgetPeriods.spentMinor}` })
    .from(budgetPeriods)
    .innerJoin(budgets, eq(budgets.id, budgetPeriods.budgetId))
    .where(eq(budgets.subject, requesterId));
  const used = Number(p?.used ?? 0);
  return {
    held: outcomes.filter((o) => o === "held").length,
    refused: outcomes.filter((o) => o === "refused").length,
    overspentMinor: Math.max(0, used - 15_000),
  };
}

export async function spendFigures({ rounds = 200 } = {}): Promise<SpendFigures[]> {
  const engines: Engine[] = [{ name: "PGlite", open: () => openDatabase({ dataDir: null }) }];
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) engines.push(await postgresEngine(url));
  const out: SpendFigures[] = [];
  for (const engine of engines) {
    const handle = await engine.open();
    try {
      await seed(handle.db);
      for (let i = 0; i < 20; i++) await checkAndCharge(handle.db, i);
      const ms: number[] = [];
      for (let i = 0; i < rounds; i++) ms.push(await checkAndCharge(handle.db, i));
      ms.sort((a, b) => a - b);
      const t = performance.now();
      await checkSpendBatch(
        handle.db,
        Array.from({ length: 500 }, (_, i) => ride(i)),
      );
      const event500Ms = performance.now() - t;
      out.push({ engine: engine.name, p50: percentile(ms, 50), p95: percentile(ms, 95), event500Ms, ...(await race(handle.db)) });
    } finally {
      await handle.close();
    }
  }
  return out;
}
