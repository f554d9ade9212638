import type { Offer } from "@/lib/booking/ready-queries";

/**
 * The product a guest's call books, by the booking's rule: the one the agent chose while the
 * provider still offers it and the spend rules allow it at its price now, else the cheapest one
 * they allow. Null when none is allowed. Pure: `allowed` says what the rules made of each offer.
 */
export function pickOffer(chosenProductId: string, offers: readonly Offer[], allowed: (offer: Offer) => boolean): Offer | null {
  const chosen = offers.find((o) => o.productId === chosenProductId);
  if (chosen && allowed(chosen)) return chosen;
  return [...offers].sort((a, b) => a.priceMinor - b.priceMinor).find(allowed) ?? null;
}
