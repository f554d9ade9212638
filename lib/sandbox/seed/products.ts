/**
 * The sandbox's ride products in Madrid. Prices are in EUR cents and depend on distance,
 * duration and the local time of the pickup (peak hours and nights cost more).
 */
export type ProductTariff = {
  id: string;
  slug: string;
  name: string;
  description: string;
  service_type: string;
  baseCents: number;
  perKmCents: number;
  perMinCents: number;
  minimumCents: number;
  /** Minutes for a driver to reach the pickup, before the time of day is taken into account. */
  etaMin: number;
  /** Few cars of this kind: low availability at night and at peak. */
  scarce: boolean;
  peakFactor: number;
  nightFactor: number;
};

export const PRODUCTS: ProductTariff[] = [
  {
    id: "7d2a4c1e9b8f4a3d8e6c5b4a39281706",
    slug: "cabify",
    name: "Cabify",
    description: "Everyday rides in comfortable cars for up to 4 people.",
    service_type: "standard",
    baseCents: 250,
    perKmCents: 105,
    perMinCents: 20,
    minimumCents: 650,
    etaMin: 4,
    scarce: false,
    peakFactor: 1.2,
    nightFactor: 1.1,
  },
  {
    id: "1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f",
    slug: "eco",
    name: "Eco",
    description: "Electric and hybrid cars, for the same price as a standard ride.",
    service_type: "standard",
    baseCents: 240,
    perKmCents: 100,
    perMinCents: 19,
    minimumCents: 620,
    etaMin: 6,
    scarce: false,
    peakFactor: 1.2,
    nightFactor: 1.1,
  },
  {
    id: "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    slug: "executive",
    name: "Executive",
    description: "Premium saloons with professional drivers in business attire.",
    service_type: "premium",
    baseCents: 500,
    perKmCents: 180,
    perMinCents: 35,
    minimumCents: 1500,
    etaMin: 8,
    scarce: true,
    peakFactor: 1.25,
    nightFactor: 1.15,
  },
  {
    id: "4c6e8a0b2d4f6a8c0e2b4d6f8a0c2e4b",
    slug: "group",
    name: "Group",
    description: "Vans for up to 6 people with luggage.",
    service_type: "xl",
    baseCents: 400,
    perKmCents: 150,
    perMinCents: 28,
    minimumCents: 1200,
    etaMin: 10,
    scarce: true,
    peakFactor: 1.2,
    nightFactor: 1.1,
  },
];

/** Airport pickups and drop-offs carry the airport supplement on every product. */
export const AIRPORT_SUPPLEMENT_CENTS = 450;
