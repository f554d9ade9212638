import { hubAt } from "./hubs";
import { routeDistanceM, type LatLng } from "./geo";
import { localHourAndWeekday } from "./local-time";
import { AIRPORT_SUPPLEMENT_CENTS, PRODUCTS, type ProductTariff } from "./seed/products";

export type Quote = {
  product: ProductTariff;
  totalCents: number;
  supplements: { kind: string; name: string; pay_to_driver: boolean; price: { amount: number; currency: string } }[];
  etaS: number;
  lowAvailability: boolean;
};

type TimeBand = "peak" | "night" | "day";

function timeBand(epochMs: number, zone: string): TimeBand {
  const { hour, minute, weekday } = localHourAndWeekday(epochMs, zone);
  const t = hour + minute / 60;
  if (t >= 22 || t < 6) return "night";
  const weekdayPeak = weekday <= 5 && ((t >= 7.5 && t < 9.5) || (t >= 18 && t < 20));
  return weekdayPeak ? "peak" : "day";
}

const SPEED_KMH: Record<TimeBand, number> = { peak: 16, day: 22, night: 32 };

/** Distance and driving time of a route at a given time of day. */
export function routeFigures(stops: LatLng[], atMs: number, zone: string) {
  const distanceM = routeDistanceM(stops);
  const band = timeBand(atMs, zone);
  const durationS = Math.round((distanceM / 1000 / SPEED_KMH[band]) * 3600) + 60 * (stops.length - 2);
  return { distanceM, durationS, band };
}

/** Prices for every product: distance, duration and the time of day all count. */
export function quote(stops: LatLng[], atMs: number, zone: string): { distanceM: number; durationS: number; quotes: Quote[] } {
  const { distanceM, durationS, band } = routeFigures(stops, atMs, zone);
  const airport = stops.some((s) => hubAt(s)?.kind === "airport");
  const quotes = PRODUCTS.map((product) => {
    const factor = band === "peak" ? product.peakFactor : band === "night" ? product.nightFactor : 1;
    const metered = product.baseCents + (product.perKmCents * distanceM) / 1000 + (product.perMinCents * durationS) / 60;
    const supplements = airport
      ? [{ kind: "airport", name: "Airport supplement", pay_to_driver: true, price: { amount: AIRPORT_SUPPLEMENT_CENTS, currency: "EUR" } }]
      : [];
    const fare = Math.max(product.minimumCents, Math.round((metered * factor) / 5) * 5);
    const etaMin = product.etaMin + (band === "peak" ? 3 : band === "night" ? 2 : 0);
    return {
      product,
      totalCents: fare + supplements.reduce((sum, s) => sum + s.price.amount, 0),
      supplements,
      etaS: etaMin * 60,
      lowAvailability: product.scarce && band !== "day",
    };
  });
  return { distanceM, durationS, quotes };
}
