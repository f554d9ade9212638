/**
 * Which product a row of an event is booked with, chosen from its estimate by the batch's rule, and
 * whether a fresh price may be booked without asking the agent again. Pure.
 */
import type { ProductRule, RowEstimate } from "./kinds";

export type EstimatedProduct = { id: string; name: string; price: { amount: number; currency: string } | null; eta: string | null };

/** "6 min" → 6; the provider gives no other form of its ETA. Null when it gave none. */
export function etaMinutes(formatted: string | null): number | null {
  const m = formatted ? /(\d+)/.exec(formatted) : null;
  return m ? Number(m[1]) : null;
}

const byPrice = (a: EstimatedProduct, b: EstimatedProduct) => (a.price?.amount ?? Infinity) - (b.price?.amount ?? Infinity);
const byEta = (a: EstimatedProduct, b: EstimatedProduct) => (etaMinutes(a.eta) ?? Infinity) - (etaMinutes(b.eta) ?? Infinity);
const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "base" }) === 0;

/**
 * The product the rule picks: the cheapest priced one; the one whose driver comes soonest (the
 * cheapest among equals, and the cheapest when no product says how soon); or the one the agent named.
 * Null when none fits (no product, or none of that name).
 */
export function chooseProduct(products: readonly EstimatedProduct[], rule: ProductRule, named: string | null = null): EstimatedProduct | null {
  if (rule === "named") return products.find((p) => named !== null && sameName(p.name.trim(), named.trim())) ?? null;
  const sorted = [...products].sort(rule === "fastest" ? (a, b) => byEta(a, b) || byPrice(a, b) : byPrice);
  return sorted[0] ?? null;
}

export const rowEstimateOf = (p: EstimatedProduct, products: readonly EstimatedProduct[], createdAt: number): RowEstimate => ({
  products: products.map(({ id, name, price, eta }) => ({ id, name, price, eta })),
  productId: p.id,
  productName: p.name,
  price: p.price,
  etaMinutes: etaMinutes(p.eta),
  createdAt,
});

/**
 * Whether a fresh price may be booked: no dearer than the confirmed one by more than the tolerance
 * (percent). A product priced in another currency, or unpriced where it had a price, always asks.
 */
export function withinTolerance(
  confirmed: { amount: number; currency: string } | null,
  fresh: { amount: number; currency: string } | null,
  tolerancePct: number,
): boolean {
  if (!confirmed) return true;
  if (!fresh || fresh.currency !== confirmed.currency) return false;
  return fresh.amount * 100 <= confirmed.amount * (100 + tolerancePct);
}
