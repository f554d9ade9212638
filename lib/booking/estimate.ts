import type { LatLng } from "./stops";

/** The provider wants a journey booked within 5 minutes of its estimate. */
export const ESTIMATE_TTL_MS = 5 * 60_000;

export const estimateAgeMs = (createdAt: number, now: number) => Math.max(0, now - createdAt);
export const isEstimateExpired = (createdAt: number, now: number) => estimateAgeMs(createdAt, now) > ESTIMATE_TTL_MS;

/** Whole minutes since the prices were given: 0 reads "just now", 2 "2 min ago". */
export const estimateAgeMinutes = (createdAt: number, now: number) => Math.floor(estimateAgeMs(createdAt, now) / 60_000);

export type Basket = { requesterId: string; stops: LatLng[]; startAt: string | null };

/**
 * A stable key for what an estimate depends on: the same basket never asks the provider twice.
 * Coordinates are rounded to about a metre, so a marker nudged by a pixel counts as moved only
 * when it really moved.
 */
export function basketKey(b: Basket): string {
  const stops = b.stops.map(([lat, lng]) => `${lat.toFixed(5)},${lng.toFixed(5)}`).join(";");
  return `${b.requesterId}|${b.startAt ?? "asap"}|${stops}`;
}
