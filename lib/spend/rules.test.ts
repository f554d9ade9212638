import { describe, expect, it } from "vitest";
import { breachesOf, inWindow, NO_SPEND_RULES, verdictOf, type RideFacts, type SpendRules } from "./rules";

const ride = (over: Partial<RideFacts> = {}): RideFacts => ({ priceMinor: 2500, currency: "EUR", productName: "Cabify", pickupWeekday: 3, pickupTime: "10:00", requesterRides: 0, ...over });
const rules = (over: Partial<SpendRules>): SpendRules => ({ ...NO_SPEND_RULES, ...over });

describe("spend rules", () => {
  it("with none saved, nothing is capped", () => {
    expect(breachesOf(NO_SPEND_RULES, ride({ priceMinor: 10_000_000, productName: "Executive", pickupWeekday: 7, pickupTime: "03:00", requesterRides: 999 }))).toEqual([]);
    expect(verdictOf([])).toBe("ok");
  });

  it("a price over the cap breaks it, one at the cap does not, and a ride in another currency is not held to it", () => {
    const cap = rules({ maxPrice: { amountMinor: 2500, currency: "EUR", outcome: "refuse" } });
    expect(breachesOf(cap, ride({ priceMinor: 2500 }))).toEqual([]);
    expect(breachesOf(cap, ride({ priceMinor: 2501 }))).toEqual([{ rule: "maxPrice", outcome: "refuse", limitMinor: 2500, priceMinor: 2501, currency: "EUR" }]);
    expect(breachesOf(cap, ride({ priceMinor: 900_000, currency: "MXN" }))).toEqual([]);
  });

  it("products are matched by the provider's name, whatever the case or spaces", () => {
    const only = rules({ products: { allowed: ["Cabify", "Eco "], outcome: "approve" } });
    expect(breachesOf(only, ride({ productName: "eco" }))).toEqual([]);
    expect(breachesOf(only, ride({ productName: "Executive" }))).toEqual([{ rule: "products", outcome: "approve", product: "Executive", allowed: ["Cabify", "Eco "] }]);
  });

  it("hours are read on the pickup's clock, a window past midnight included, and days by ISO weekday", () => {
    expect(inWindow("23:30", "22:00", "06:00")).toBe(true);
    expect(inWindow("05:59", "22:00", "06:00")).toBe(true);
    expect(inWindow("06:00", "22:00", "06:00")).toBe(false);
    expect(inWindow("07:00", "07:00", "20:00")).toBe(true);
    expect(inWindow("20:00", "07:00", "20:00")).toBe(false);
    const weekdays = rules({ hours: { days: [1, 2, 3, 4, 5], from: "07:00", to: "20:00", outcome: "flag" } });
    expect(breachesOf(weekdays, ride({ pickupWeekday: 5, pickupTime: "19:59" }))).toEqual([]);
    expect(breachesOf(weekdays, ride({ pickupWeekday: 6, pickupTime: "10:00" }))).toMatchObject([{ rule: "hours", outcome: "flag", at: "10:00" }]);
    expect(breachesOf(weekdays, ride({ pickupWeekday: 2, pickupTime: "21:00" }))).toMatchObject([{ rule: "hours", at: "21:00" }]);
  });

  it("the rides-per-requester cap lets the Nth ride through and stops the next", () => {
    const cap = rules({ ridesPerRequester: { count: 3, period: "week", outcome: "refuse" } });
    expect(breachesOf(cap, ride({ requesterRides: 2 }))).toEqual([]);
    expect(breachesOf(cap, ride({ requesterRides: 3 }))).toEqual([{ rule: "ridesPerRequester", outcome: "refuse", count: 3, period: "week", already: 3 }]);
  });

  it("the strictest outcome wins: refuse over approve over flag", () => {
    const all = rules({
      maxPrice: { amountMinor: 1000, currency: "EUR", outcome: "flag" },
      products: { allowed: ["Eco"], outcome: "approve" },
      ridesPerRequester: { count: 1, period: "month", outcome: "refuse" },
    });
    const broken = breachesOf(all, ride({ requesterRides: 1 }));
    expect(broken.map((b) => b.rule)).toEqual(["maxPrice", "products", "ridesPerRequester"]);
    expect(verdictOf(broken)).toBe("refuse");
    expect(verdictOf(broken.filter((b) => b.outcome !== "refuse"))).toBe("approve");
    expect(verdictOf(broken.filter((b) => b.outcome === "flag"))).toBe("flag");
  });
});
