import { describe, expect, it } from "vitest";
import { messageRef } from "@/lib/i18n/message-ref";
import { NO_SPEND_RULES } from "./rules";
import {
  budgetSchema,
  labelApproversSchema,
  ruleOverrideForm,
  ruleOverrideSchema,
  spendRulesForm,
  spendRulesSchema,
  type BudgetFormInput,
  type SpendRulesInput,
} from "./schema";

const ref = (key: string, params?: Record<string, string | number>) => messageRef(`spend.input.${key}`, params);

const OFFICE = { name: "Office Madrid", lat: 40.4169, lng: -3.7035, radius: "2" };

/** The rules' form with every rule on and valid; each test breaks one thing. */
const valid = (): SpendRulesInput => ({
  maxPrice: { on: true, amount: "45.50", currency: "EUR", outcome: "refuse" },
  products: { on: true, allowed: ["Cabify", "Group"], outcome: "approve" },
  hours: { on: true, days: [5, 1, 2], from: "22:00", to: "06:00", outcome: "flag" },
  ridesPerRequester: { on: true, count: "20", period: "week", outcome: "approve" },
  area: { on: true, places: [OFFICE, { name: "Airport T4", lat: 40.4915, lng: -3.5934, radius: "0,5" }], outcome: "refuse" },
  asapApprovalMinutes: 5,
  fallback: "cheaper",
});

/** The message at each failing field, by dotted path. */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("the ride rules as an admin types them", () => {
  it("leave as the rules booking checks: minor units, capital currency, days in order, trimmed names", () => {
    const parsed = spendRulesSchema.parse({
      ...valid(),
      maxPrice: { on: true, amount: "45,5", currency: "eur", outcome: "refuse" },
      products: { on: true, allowed: [" Cabify "], outcome: "approve" },
    });
    expect(parsed).toEqual({
      maxPrice: { amountMinor: 4550, currency: "EUR", outcome: "refuse" },
      products: { allowed: ["Cabify"], outcome: "approve" },
      hours: { days: [1, 2, 5], from: "22:00", to: "06:00", outcome: "flag" },
      ridesPerRequester: { count: 20, period: "week", outcome: "approve" },
      area: {
        places: [
          { name: "Office Madrid", lat: 40.4169, lng: -3.7035, radiusKm: 2 },
          { name: "Airport T4", lat: 40.4915, lng: -3.5934, radiusKm: 0.5 },
        ],
        outcome: "refuse",
      },
      asapApprovalMinutes: 5,
      fallback: "cheaper",
    });
  });

  it("save nothing capped when every rule is off, whatever their fields hold", () => {
    const off = spendRulesForm(NO_SPEND_RULES, "EUR");
    expect(
      spendRulesSchema.parse({
        ...off,
        maxPrice: { ...off.maxPrice, amount: "not money" },
        ridesPerRequester: { ...off.ridesPerRequester, count: "-3" },
        area: { ...off.area, places: [{ ...OFFICE, radius: "-1" }] },
      }),
    ).toEqual(NO_SPEND_RULES);
  });

  it("show saved rules in the form as they were typed, and read back the same", () => {
    const rules = spendRulesSchema.parse(valid());
    expect(spendRulesSchema.parse(spendRulesForm(rules, "USD"))).toEqual(rules);
    expect(spendRulesForm(rules, "USD").maxPrice.amount).toBe("45.50");
  });

  it.each([
    ["a negative price", { amount: "-10" }, "maxPrice.amount", ref("amountNegative")],
    ["a zero price", { amount: "0.00" }, "maxPrice.amount", ref("amountZero")],
    ["an empty price", { amount: " " }, "maxPrice.amount", ref("amountMissing")],
    ["words for a price", { amount: "ten euros" }, "maxPrice.amount", ref("amountNotNumber")],
    ["a price with thousands separators", { amount: "1.000,50" }, "maxPrice.amount", ref("amountNotNumber")],
    ["a price in exponent form", { amount: "1e3" }, "maxPrice.amount", ref("amountNotNumber")],
    ["cents of a cent", { amount: "10.005" }, "maxPrice.amount", ref("amountDecimals", { digits: 2, currency: "EUR" })],
    ["decimals of yen", { amount: "1500.5", currency: "JPY" }, "maxPrice.amount", ref("amountDecimals", { digits: 0, currency: "JPY" })],
    ["an absurd price", { amount: "1000000.01" }, "maxPrice.amount", ref("amountTooLarge", { max: 1_000_000, currency: "EUR" })],
    ["a made-up currency", { currency: "EUX" }, "maxPrice.currency", ref("currencyUnknown", { currency: "EUX" })],
    ["a currency that is no code", { currency: "€" }, "maxPrice.currency", ref("currencyCode")],
  ])("refuse %s at its field", (_, change, field, message) => {
    const result = spendRulesSchema.safeParse({ ...valid(), maxPrice: { ...valid().maxPrice, ...change } });
    expect(issuesOf(result)).toEqual({ [field]: message });
  });

  it("take the largest price allowed, and yen without decimals", () => {
    expect(spendRulesSchema.parse({ ...valid(), maxPrice: { ...valid().maxPrice, amount: "1000000" } }).maxPrice!.amountMinor).toBe(100_000_000);
    expect(spendRulesSchema.parse({ ...valid(), maxPrice: { ...valid().maxPrice, amount: "1500", currency: "JPY" } }).maxPrice).toMatchObject({
      amountMinor: 1500,
      currency: "JPY",
    });
  });

  it("refuse a products rule with no product, an empty or a repeated one", () => {
    expect(issuesOf(spendRulesSchema.safeParse({ ...valid(), products: { on: true, allowed: [], outcome: "refuse" } }))).toEqual({
      "products.allowed": ref("productsEmpty"),
    });
    expect(issuesOf(spendRulesSchema.safeParse({ ...valid(), products: { on: true, allowed: ["Cabify", " ", "cabify "], outcome: "refuse" } }))).toEqual({
      "products.allowed.1": ref("productEmpty"),
      "products.allowed.2": ref("productRepeated", { product: "cabify" }),
    });
  });

  it("refuse hours with no day, a time that is none, or a window that starts where it ends", () => {
    const hours = (change: Partial<SpendRulesInput["hours"]>) => issuesOf(spendRulesSchema.safeParse({ ...valid(), hours: { ...valid().hours, ...change } }));
    expect(hours({ days: [] })).toEqual({ "hours.days": ref("daysEmpty") });
    expect(hours({ from: "24:00", to: "7:30" })).toEqual({ "hours.from": ref("timeInvalid"), "hours.to": ref("timeInvalid") });
    expect(hours({ from: "08:00", to: "08:00" })).toEqual({ "hours.to": ref("timeSame", { time: "08:00" }) });
    expect(hours({ days: [8] })).toHaveProperty("hours.days.0");
  });

  it("refuse a rides cap that is not a whole number from 1 to 10,000", () => {
    const count = (c: string) => issuesOf(spendRulesSchema.safeParse({ ...valid(), ridesPerRequester: { ...valid().ridesPerRequester, count: c } }));
    expect(count("2.5")).toEqual({ "ridesPerRequester.count": ref("countWhole") });
    expect(count("-1")).toEqual({ "ridesPerRequester.count": ref("countWhole") });
    expect(count("0")).toEqual({ "ridesPerRequester.count": ref("countRange", { min: 1, max: 10000 }) });
    expect(count("10001")).toEqual({ "ridesPerRequester.count": ref("countRange", { min: 1, max: 10000 }) });
  });

  it("refuse minutes to approve outside 1 to 60, or none", () => {
    const minutes = (m: number) => issuesOf(spendRulesSchema.safeParse({ ...valid(), asapApprovalMinutes: m }));
    expect(minutes(0)).toEqual({ asapApprovalMinutes: ref("minutesRange", { min: 1, max: 60 }) });
    expect(minutes(61)).toEqual({ asapApprovalMinutes: ref("minutesRange", { min: 1, max: 60 }) });
    expect(minutes(2.5)).toEqual({ asapApprovalMinutes: ref("minutesWhole") });
    expect(minutes(Number.NaN)).toEqual({ asapApprovalMinutes: ref("minutesWhole") });
    expect(spendRulesSchema.parse({ ...valid(), asapApprovalMinutes: 60 }).asapApprovalMinutes).toBe(60);
  });

  it("refuse an area with no place, a radius outside 0.1 to 100 km or none, and a place chosen twice", () => {
    const area = (places: SpendRulesInput["area"]["places"]) =>
      issuesOf(spendRulesSchema.safeParse({ ...valid(), area: { on: true, places, outcome: "approve" } }));
    expect(area([])).toEqual({ "area.places": ref("placesEmpty") });
    for (const radius of ["0.05", "100.5", "", "two", "-1", "1e2"])
      expect(area([{ ...OFFICE, radius }])).toEqual({ "area.places.0.radius": ref("radiusRange", { min: 0.1, max: 100 }) });
    expect(
      area([
        { ...OFFICE, radius: "0.1" },
        { ...OFFICE, name: "Far", radius: "100" },
      ]),
    ).toEqual({});
    expect(area([OFFICE, { ...OFFICE, radius: "3" }])).toEqual({ "area.places.1.radius": ref("placeRepeated", { place: "Office Madrid" }) });
    expect(spendRulesSchema.safeParse({ ...valid(), area: { on: true, places: [{ ...OFFICE, lat: 91 }], outcome: "refuse" } }).success).toBe(false);
  });

  it("refuse an outcome or fallback it does not know", () => {
    expect(issuesOf(spendRulesSchema.safeParse({ ...valid(), fallback: "ignore" }))).toHaveProperty("fallback");
    expect(issuesOf(spendRulesSchema.safeParse({ ...valid(), hours: { ...valid().hours, outcome: "warn" } }))).toHaveProperty(["hours.outcome"]);
  });
});

describe("a budget as an admin types it", () => {
  const budget = (change: Partial<BudgetFormInput> = {}): BudgetFormInput => ({
    id: null,
    scope: "label",
    subject: "sales",
    period: "month",
    amount: "2500",
    currency: "EUR",
    onExceed: "refuse",
    ...change,
  });

  it("leaves in minor units of its currency", () => {
    expect(budgetSchema.parse(budget({ amount: "2500.5", currency: "eur" }))).toEqual({
      id: null,
      scope: "label",
      subject: "sales",
      period: "month",
      amountMinor: 250050,
      currency: "EUR",
      onExceed: "refuse",
    });
    expect(budgetSchema.parse(budget({ amount: "100000000" })).amountMinor).toBe(10_000_000_000);
  });

  it.each([
    ["negative", { amount: "-1" }, "amount", ref("amountNegative")],
    ["zero", { amount: "0" }, "amount", ref("amountZero")],
    ["absurd", { amount: "100000000.01" }, "amount", ref("amountTooLarge", { max: 100_000_000, currency: "EUR" })],
    ["non-numeric", { amount: "lots" }, "amount", ref("amountNotNumber")],
    ["finer than the currency", { amount: "10.123" }, "amount", ref("amountDecimals", { digits: 2, currency: "EUR" })],
    ["in an unknown currency", { currency: "ABC" }, "currency", ref("currencyUnknown", { currency: "ABC" })],
    ["in a currency that is no code", { currency: "EURO" }, "currency", ref("currencyCode")],
    ["for nobody", { subject: "  " }, "subject", ref("subjectMissing")],
  ])("refuses an amount %s at its field", (_, change, field, message) => {
    expect(issuesOf(budgetSchema.safeParse(budget(change)))).toEqual({ [field]: message });
  });

  it("refuses a scope or period it does not know, and an id that is none", () => {
    expect(issuesOf(budgetSchema.safeParse(budget({ scope: "team" as "label" })))).toHaveProperty("scope");
    expect(issuesOf(budgetSchema.safeParse(budget({ period: "year" as "month" })))).toHaveProperty("period");
    expect(issuesOf(budgetSchema.safeParse(budget({ id: "1" })))).toHaveProperty("id");
  });
});

describe("a label's approvers", () => {
  it("are people by id, each once", () => {
    const id = "0b7c1c4e-4d0e-4e8e-9c8e-2f4a3b1c5d6e";
    expect(labelApproversSchema.parse({ labelSlug: " sales ", userIds: [id, id] })).toEqual({ labelSlug: "sales", userIds: [id] });
    expect(issuesOf(labelApproversSchema.safeParse({ labelSlug: "", userIds: ["nope"] }))).toEqual({
      labelSlug: ref("labelMissing"),
      "userIds.0": expect.any(String),
    });
  });
});

describe("a label's or requester's own rules as an admin types them", () => {
  const company = spendRulesSchema.parse(valid());
  const start = ruleOverrideForm(company, null, "EUR");

  it("start from the company's rules, every one the company's, for a label", () => {
    expect(start.modes).toEqual({ maxPrice: "company", products: "company", hours: "company", ridesPerRequester: "company", area: "company" });
    expect(start.maxPrice).toMatchObject({ amount: "45.50", currency: "EUR" });
    expect(start).toMatchObject({ id: null, scope: "label", subject: "" });
  });

  it("keep only what differs: their own settings, null where not capped, the company's left out", () => {
    const typed = {
      ...start,
      subject: "events",
      modes: { ...start.modes, maxPrice: "own" as const, products: "none" as const },
      maxPrice: { on: false, amount: "80", currency: "eur", outcome: "approve" as const },
    };
    expect(ruleOverrideSchema.parse(typed)).toEqual({
      id: null,
      scope: "label",
      subject: "events",
      rules: { maxPrice: { amountMinor: 8000, currency: "EUR", outcome: "approve" }, products: null },
    });
    // Shown again as saved: their own where they have one, the company's as the start of the rest.
    const shown = ruleOverrideForm(
      company,
      {
        id: "0b7c7c1e-6a43-4a53-9a4c-5bb0c6f7a001",
        scope: "label",
        subject: "events",
        rules: { maxPrice: { amountMinor: 8000, currency: "EUR", outcome: "approve" }, products: null },
      },
      "EUR",
    );
    expect(shown.modes).toMatchObject({ maxPrice: "own", products: "none", hours: "company" });
    expect(shown.maxPrice).toMatchObject({ amount: "80.00", outcome: "approve" });
  });

  it("check only their own rules' settings, and refuse a set that changes nothing", () => {
    const broken = { ...start, subject: "events", hours: { ...start.hours, from: "25:00" }, maxPrice: { ...start.maxPrice, amount: "lots" } };
    expect(issuesOf(ruleOverrideSchema.safeParse({ ...broken, modes: { ...start.modes, maxPrice: "own" } }))).toEqual({
      "maxPrice.amount": ref("amountNotNumber"),
    });
    expect(issuesOf(ruleOverrideSchema.safeParse({ ...start, subject: "events" }))).toEqual({ modes: ref("ownRulesNone") });
    expect(issuesOf(ruleOverrideSchema.safeParse({ ...start, subject: " ", modes: { ...start.modes, area: "none" } }))).toEqual({
      subject: ref("subjectMissing"),
    });
  });
});

describe("zones drawn for the allowed area", () => {
  const corners = "40.43, -3.72\n40.43, -3.68\n40.40, -3.68\n40.40, -3.72";
  const withZones = (zones: { name: string; corners: string }[], places = valid().area.places) => ({
    ...valid(),
    area: { on: true, places, zones, outcome: "refuse" as const },
  });

  it("leave as rings of corners, named; an area of zones alone is an area", () => {
    const parsed = spendRulesSchema.parse(withZones([{ name: " City centre ", corners }], []));
    expect(parsed.area).toEqual({
      places: [],
      zones: [
        {
          name: "City centre",
          ring: [
            [40.43, -3.72],
            [40.43, -3.68],
            [40.4, -3.68],
            [40.4, -3.72],
          ],
        },
      ],
      outcome: "refuse",
    });
    // Shown again as typed, a corner a line.
    expect(spendRulesForm(parsed, "EUR").area.zones).toEqual([
      { name: "City centre", corners: "40.430000, -3.720000\n40.430000, -3.680000\n40.400000, -3.680000\n40.400000, -3.720000" },
    ]);
    expect(spendRulesSchema.parse(valid()).area).not.toHaveProperty("zones");
  });

  it("are refused at their fields: no name, the same name twice, a line that is no corner, too few corners", () => {
    const result = spendRulesSchema.safeParse(
      withZones([
        { name: "", corners },
        { name: "North", corners: "40.5, -3.7\nnorth\n40.6, -3.6" },
        { name: "north", corners: "40.5, -3.7\n40.6, -3.6" },
      ]),
    );
    expect(issuesOf(result)).toEqual({
      "area.zones.0.name": ref("zoneNameMissing"),
      "area.zones.1.corners": ref("zoneLine", { line: 2 }),
      "area.zones.2.name": ref("zoneRepeated", { zone: "north" }),
      "area.zones.2.corners": ref("zoneFewCorners", { max: 200 }),
    });
    expect(issuesOf(spendRulesSchema.safeParse(withZones([], [])))).toEqual({ "area.places": ref("placesEmpty") });
  });
});
