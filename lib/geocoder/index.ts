import "server-only";
import { env } from "@/lib/env";
import { createGeocoder, type Geocoder, type SearchResult } from "./geocoder";
import type { Place } from "./place";

export type { Place } from "./place";
export type { SearchResult } from "./geocoder";
export { labelOf } from "./place";

let geocoder: Geocoder | null = null;

/** The configured geocoder: the provider sandbox's Photon in sandbox mode, GEOCODER_URL (or Photon's public service) otherwise. */
function current(): Geocoder {
  geocoder ??= createGeocoder({ baseUrl: env().geocoderUrl });
  return geocoder;
}

/** Address search: the geocoder's places, exact names first, or coordinates typed as text. */
export function searchPlaces(q: string, near?: [number, number]): Promise<SearchResult> {
  return current().search(q, near);
}

/** The address of a dropped pin, when the geocoder knows one. */
export function reversePlace(loc: [number, number]): Promise<Place | null> {
  return current().reverse(loc);
}
