import { describe, expect, it } from "vitest";
import { pickOffer } from "./product-rule";

const offer = (productId: string, priceMinor: number) => ({ productId, productName: productId, priceMinor, currency: "EUR" });
const offers = [offer("executive", 3200), offer("cabify", 1400), offer("group", 2100)];
const all = () => true;

describe("the product a guest's call books", () => {
  it("is the agent's choice while it is still offered and allowed", () => {
    expect(pickOffer("group", offers, all)?.productId).toBe("group");
  });

  it("is the cheapest allowed when the agent's product is no longer offered", () => {
    expect(pickOffer("gone", offers, all)?.productId).toBe("cabify");
    expect(pickOffer("gone", offers, (o) => o.productId !== "cabify")?.productId).toBe("group");
  });

  it("leaves the agent's choice when its price now breaks the rules", () => {
    expect(pickOffer("executive", offers, (o) => o.priceMinor < 3000)?.productId).toBe("cabify");
  });

  it("is none when no product is offered or allowed", () => {
    expect(pickOffer("cabify", [], all)).toBeNull();
    expect(pickOffer("cabify", offers, () => false)).toBeNull();
  });
});
