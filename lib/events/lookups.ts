import "server-only";
import type { Db } from "@/lib/db/client";
import { searchPlaces, type SearchResult } from "@/lib/geocoder";
import { coordinatesLabel } from "@/lib/geocoder/place";
import type { PlaceSearch } from "@/lib/booking/lookups";
import { searchDeskPlaces } from "@/lib/booking/place-search";
import { provider, type Hub } from "@/lib/provider";

export type Geocode = (q: string) => Promise<SearchResult>;
export type HubAt = (loc: [number, number]) => Promise<Hub | null>;

/** At most this many geocoder or hub calls at once: a sheet of 500 rows in seconds, without flooding either service. */
export const PARALLEL_LOOKUPS = 8;

/** Runs `work` on every item, at most `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** A cell's text as it is looked up: the same words with other spacing are the same query. */
export const queryOf = (text: string) => text.trim().replace(/\s+/g, " ");

/** About 1 m: points a sheet repeats to that precision share one hub lookup. */
export const pointKey = (loc: readonly number[]) => loc.map((n) => n.toFixed(5)).join(",");

/**
 * The searches of a whole sheet, each distinct text and point asked once. Texts search the desk's
 * saved places and the geocoder, as the booking form does; coordinates ask the geocoder only for the
 * address at that point.
 */
export async function searchAll(db: Db, texts: ReadonlySet<string>, points: ReadonlyMap<string, [number, number]>, geocode: Geocode = searchPlaces) {
  const found = new Map<string, PlaceSearch>();
  await eachLimited([...texts], PARALLEL_LOOKUPS, async (q) => {
    found.set(q, await searchDeskPlaces(db, q, undefined, geocode));
  });
  await eachLimited([...points], PARALLEL_LOOKUPS, async ([key, loc]) => {
    found.set(key, await geocode(coordinatesLabel(loc)));
  });
  return found;
}

/** The hub at each distinct point; "unavailable" where the lookup failed, so the row says to check again. */
export async function hubsAtAll(points: ReadonlyMap<string, [number, number]>, hubAt: HubAt = ([lat, lng]) => provider().hub(lat, lng)) {
  const hubs = new Map<string, Hub | null | "unavailable">();
  await eachLimited([...points], PARALLEL_LOOKUPS, async ([key, loc]) => {
    hubs.set(key, await hubAt(loc).catch(() => "unavailable" as const));
  });
  return hubs;
}
