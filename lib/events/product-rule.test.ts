import { describe, expect, it } from "vitest";
import { chooseProduct, etaMinutes, withinTolerance, type EstimatedProduct } from "./product-rule";

const eur = (amount: number) => ({ amount, currency: "EUR" });
const PRODUCTS: EstimatedProduct[] = [
  { id: "exec", name: "Executive", price: eur(3200), eta: "3 min" },
  { id: "cabify", name: "Cabify", price: eur(1800), eta: "6 min" },
  { id: "taxi", name: "Taxi", price: eur(1700), eta: "9 min" },
  { id: "xl", name: "Cabify XL", price: null, eta: "3 min" },
];

describe("the product of a row", () => {
  it("is the cheapest priced one", () => {
    expect(chooseProduct(PRODUCTS, "cheapest")?.id).toBe("taxi");
  });
  it("is the one whose driver comes soonest, the cheapest among equals", () => {
    expect(chooseProduct(PRODUCTS, "fastest")?.id).toBe("exec");
    expect(
      chooseProduct(
        PRODUCTS.map((p) => ({ ...p, eta: null })),
        "fastest",
      )?.id,
    ).toBe("taxi");
  });
  it("is the one named, whatever its case or accents, or none", () => {
    expect(chooseProduct(PRODUCTS, "named", " cabify xl ")?.id).toBe("xl");
    expect(chooseProduct(PRODUCTS, "named", "Lux")).toBeNull();
    expect(chooseProduct([], "cheapest")).toBeNull();
  });
  it("reads the provider's ETA in minutes", () => {
    expect(etaMinutes("6 min")).toBe(6);
    expect(etaMinutes(null)).toBeNull();
  });
});

describe("the price tolerance", () => {
  it("books a price up to the tolerance over the confirmed one, and asks past it", () => {
    expect(withinTolerance(eur(2000), eur(2200), 10)).toBe(true);
    expect(withinTolerance(eur(2000), eur(2201), 10)).toBe(false);
    expect(withinTolerance(eur(2000), eur(1500), 0)).toBe(true);
    expect(withinTolerance(eur(2000), eur(2001), 0)).toBe(false);
  });
  it("asks when the currency changed or the price went missing; books when nothing was confirmed", () => {
    expect(withinTolerance(eur(2000), { amount: 2000, currency: "USD" }, 10)).toBe(false);
    expect(withinTolerance(eur(2000), null, 10)).toBe(false);
    expect(withinTolerance(null, eur(99999), 10)).toBe(true);
  });
});
