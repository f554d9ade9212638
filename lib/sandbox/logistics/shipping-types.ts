import type { Point } from "./types";
import { distanceKm } from "./plan";

/** The sandbox's shipping types; every one serves the same area around Madrid. */
export const SHIPPING_TYPES = [
  {
    id: "7d1b2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d",
    name: "Express",
    description: "A driver is sent now, or at the pickup time you choose.",
    modality: "express",
    base: 590,
    perKm: 95,
  },
  {
    id: "8e2c3d4f-5061-4b7c-9d8e-0f1a2b3c4d5e",
    name: "Same day",
    description: "Delivered today, in a route shared with other parcels.",
    modality: "same_day",
    base: 390,
    perKm: 45,
  },
  {
    id: "9f3d4e50-6172-4c8d-8e9f-1a2b3c4d5e6f",
    name: "Next day",
    description: "Delivered tomorrow.",
    modality: "next_day",
    base: 290,
    perKm: 25,
  },
] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];

const CENTRE: Point = { lat: 40.4168, lon: -3.7038 };
/** How far from Madrid's centre the sandbox's fleet goes. */
export const COVERAGE_KM = 60;

export const covered = (p: Point) => distanceKm(CENTRE, p) <= COVERAGE_KM;

export const shippingTypeById = (id: string) => SHIPPING_TYPES.find((t) => t.id === id);

export const shippingTypeToWire = (t: ShippingType) => ({ id: t.id, name: t.name, description: t.description, modality: t.modality });

/** The price of one parcel in EUR cents: a base, distance, and weight over 5 kg. */
export function parcelPrice(t: ShippingType, km: number, grams = 0): number {
  return Math.round(t.base + t.perKm * km + Math.max(0, grams - 5000) * 0.02);
}
