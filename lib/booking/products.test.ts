import { describe, expect, it } from "vitest";
import { etaMinutes, productBadges } from "./products";

const product = (id: string, amount: number, eta: string | null, currency = "EUR") => ({ id, price: { amount, currency }, eta });

describe("product badges", () => {
  it("mark the cheapest and the fastest, which may be one product", () => {
    const badges = productBadges([product("lite", 1200, "7 min"), product("exec", 2400, "3 min"), product("xl", 1800, "5 min")]);
    expect(Object.fromEntries(badges)).toEqual({ lite: ["cheapest"], exec: ["fastest"], xl: [] });
    expect(productBadges([product("a", 900, "2 min"), product("b", 1500, "9 min")]).get("a")).toEqual(["cheapest", "fastest"]);
  });

  it("share a tie, and say nothing when every product ties or there is only one", () => {
    expect(Object.fromEntries(productBadges([product("a", 1000, "4 min"), product("b", 1000, "6 min"), product("c", 1500, "4 min")]))).toEqual({
      a: ["cheapest", "fastest"],
      b: ["cheapest"],
      c: ["fastest"],
    });
    expect(Object.fromEntries(productBadges([product("a", 1000, "4 min"), product("b", 1000, "4 min")]))).toEqual({ a: [], b: [] });
    expect(productBadges([product("a", 1000, "4 min")]).get("a")).toEqual([]);
  });

  it("leave out products without a time, and prices in another currency", () => {
    const badges = productBadges([product("a", 1000, null), product("b", 1500, "4 min"), product("c", 500, "8 min", "GBP")]);
    expect(Object.fromEntries(badges)).toEqual({ a: ["cheapest"], b: ["fastest"], c: [] });
  });

  it("read the provider's times", () => {
    expect(etaMinutes("4 min")).toBe(4);
    expect(etaMinutes("1 h 5 min")).toBe(65);
    expect(etaMinutes("soon")).toBeNull();
    expect(etaMinutes(null)).toBeNull();
  });
});
