import { describe, expect, it } from "vitest";
import { isSealed, sealEstimate, type EstimateFacts } from "./estimate-seal";

const facts: EstimateFacts = {
  createdAt: 1_800_000_000_000,
  basket: {
    requesterId: "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b",
    startAt: null,
    stops: [
      [40.4065, -3.6896],
      [40.4626, -3.689],
    ],
  },
  product: { id: "7d2a4c1e9b8f4a3d8e6c5b4a39281706", name: "Executive", price: { amount: 2150, currency: "EUR" } },
};

describe("estimate seal", () => {
  const seal = sealEstimate(facts, "secret-one");

  it("accepts the facts it sealed", () => {
    expect(isSealed(facts, seal, "secret-one")).toBe(true);
  });

  it("refuses a younger age, another price, product or basket, and another secret", () => {
    expect(isSealed({ ...facts, createdAt: facts.createdAt + 60_000 }, seal, "secret-one")).toBe(false);
    expect(isSealed({ ...facts, product: { ...facts.product, price: { amount: 100, currency: "EUR" } } }, seal, "secret-one")).toBe(false);
    expect(isSealed({ ...facts, product: { ...facts.product, id: "0".repeat(32) } }, seal, "secret-one")).toBe(false);
    expect(
      isSealed(
        {
          ...facts,
          basket: {
            ...facts.basket,
            stops: [
              [40.4065, -3.6896],
              [40.45, -3.689],
            ],
          },
        },
        seal,
        "secret-one",
      ),
    ).toBe(false);
    expect(isSealed({ ...facts, basket: { ...facts.basket, startAt: "2027-01-01 10:00:00" } }, seal, "secret-one")).toBe(false);
    expect(isSealed(facts, seal, "secret-two")).toBe(false);
    expect(isSealed(facts, "forged", "secret-one")).toBe(false);
  });

  it("ignores a nudge of under a metre, as the estimate cache does", () => {
    expect(
      isSealed(
        {
          ...facts,
          basket: {
            ...facts.basket,
            stops: [
              [40.406501, -3.6896],
              [40.4626, -3.689],
            ],
          },
        },
        seal,
        "secret-one",
      ),
    ).toBe(true);
  });
});
