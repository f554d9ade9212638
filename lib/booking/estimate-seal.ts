import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { basketKey, type Basket } from "./estimate";

/** What an estimate vouched for: one product at one price, for one basket, at one moment. */
export type EstimateFacts = {
  createdAt: number;
  basket: Basket;
  product: { id: string; name: string; price: { amount: number; currency: string } | null };
};

const text = (f: EstimateFacts) =>
  ["estimate/1", f.createdAt, basketKey(f.basket), f.product.id, f.product.name, f.product.price?.amount ?? "", f.product.price?.currency ?? ""].join("|");

/**
 * A seal over what the server was told by the provider, handed to the browser with each product.
 * At booking the server checks it, so the estimate's age, price and stops are the server's own
 * facts, not whatever the browser sends back.
 */
export const sealEstimate = (facts: EstimateFacts, secret: string) => createHmac("sha256", secret).update(text(facts)).digest("base64url");

export function isSealed(facts: EstimateFacts, seal: string, secret: string): boolean {
  const want = Buffer.from(sealEstimate(facts, secret));
  const got = Buffer.from(seal);
  return want.length === got.length && timingSafeEqual(want, got);
}
