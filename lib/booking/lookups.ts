import type { SearchResult } from "@/lib/geocoder/geocoder";
import type { Place } from "@/lib/geocoder/place";

/**
 * The booking form's reads that are not provider calls (address search, a dropped pin's address,
 * the pickup's time zone): the GET routes' addresses and answers. No zod here: the page loads this.
 */

/** A place the address search offers: the geocoder's, or one the desk saved, with its instructions for the driver. */
export type PlaceOption = Place & { saved?: boolean; instr?: string | null };

/** GET /api/places: the desk's saved places first, then the geocoder's (or why it has none). */
export type PlaceSearch = { places: PlaceOption[]; source: SearchResult["source"]; unavailable: string | null };
/** GET /api/places/reverse: the address at a point, when the geocoder knows one. */
export type PointAddress = { place: Place | null };
/** GET /api/zones: the IANA time zone at a point. */
export type PointZone = { zone: string };

const point = ([lat, lng]: readonly number[]) => new URLSearchParams({ lat: String(lat), lng: String(lng) });

export const placeSearchUrl = (q: string, near?: readonly number[]) => `/api/places?${new URLSearchParams({ q, ...(near ? { near: near.join(",") } : {}) })}`;
export const pointAddressUrl = (loc: readonly number[]) => `/api/places/reverse?${point(loc)}`;
export const pointZoneUrl = (loc: readonly number[]) => `/api/zones?${point(loc)}`;
