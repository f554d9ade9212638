export type Badge = "cheapest" | "fastest";
type Priced = { id: string; price: { amount: number; currency: string }; eta: string | null };

/** Minutes until a driver arrives, from the provider's "4 min" or "1 h 5 min"; null when it does not say. */
export function etaMinutes(eta: string | null): number | null {
  if (!eta) return null;
  const hours = /(\d+)\s*h/i.exec(eta);
  const minutes = /(\d+)\s*min/i.exec(eta);
  if (!hours && !minutes) return null;
  return Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0);
}

/**
 * The cheapest and the fastest products, to mark among several. Ties share the badge; a badge
 * that every product would carry says nothing and is left off, as are prices in other currencies.
 */
export function productBadges(products: readonly Priced[]): Map<string, Badge[]> {
  const badges = new Map<string, Badge[]>(products.map((p) => [p.id, []]));
  const mark = (badge: Badge, value: (p: Priced) => number | null) => {
    const known = products.flatMap((p) => (value(p) === null ? [] : [{ id: p.id, v: value(p)! }]));
    if (known.length < 2) return;
    const best = Math.min(...known.map((k) => k.v));
    const winners = known.filter((k) => k.v === best);
    if (winners.length === products.length) return;
    for (const w of winners) badges.get(w.id)!.push(badge);
  };
  const currency = products[0]?.price.currency;
  mark("cheapest", (p) => (p.price.currency === currency ? p.price.amount : null));
  mark("fastest", (p) => etaMinutes(p.eta));
  return badges;
}
