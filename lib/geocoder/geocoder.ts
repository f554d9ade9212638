import "server-only";
import { log } from "@/lib/log";
import { coordinatesPlace, parseCoordinates } from "./coordinates";
import { GeocoderUnavailable, photonReverse, photonSearch, type PhotonOptions } from "./photon";
import { coordinatesLabel, type Place } from "./place";
import { rankByName } from "./rank";

const logger = log.child({ module: "geocoder" });

export type SearchResult = {
  places: Place[];
  /** "coordinates": the text was a pair of coordinates; "none": the geocoder could not answer. */
  source: "geocoder" | "coordinates" | "none";
  /** What to tell the agent when the geocoder could not answer. */
  unavailable: string | null;
};

export const UNAVAILABLE_MESSAGE =
  "Address search is unavailable: the address service cannot be reached. Saved places still work; drop a pin on the map or type coordinates (e.g. 40.4168, -3.7038).";

/** After a failure, the geocoder rests this long, so each keystroke does not wait for a timeout again. */
export const COOL_DOWN_MS = 15_000;

export type GeocoderOptions = PhotonOptions & { now?: () => number; limit?: number };

/**
 * Address search and reverse geocoding through a Photon geocoder. Its own fallback needs no
 * geocoder: coordinates typed as text; the desk's saved places are searched beside it by the caller.
 */
export function createGeocoder(options: GeocoderOptions) {
  const now = options.now ?? Date.now;
  let restingUntil = 0;

  async function call<T>(run: () => Promise<T>): Promise<T> {
    if (now() < restingUntil) throw new GeocoderUnavailable("it failed moments ago");
    try {
      return await run();
    } catch (error) {
      if (error instanceof GeocoderUnavailable) {
        restingUntil = now() + COOL_DOWN_MS;
        logger.warn(
          { reason: error.message, restSeconds: COOL_DOWN_MS / 1000 },
          "the geocoder is unavailable; address search falls back to saved places and coordinates",
        );
      }
      throw error;
    }
  }

  async function reverse(loc: [number, number]): Promise<Place | null> {
    try {
      const place = await call(() => photonReverse(options, loc));
      return place ? { ...place, loc } : null;
    } catch (error) {
      if (error instanceof GeocoderUnavailable) return null;
      throw error;
    }
  }

  async function search(q: string, near?: [number, number]): Promise<SearchResult> {
    const typed = parseCoordinates(q);
    if (typed) {
      const found = await reverse(typed);
      const place = found ? { ...found, label: `${coordinatesLabel(typed)} · ${found.label}` } : coordinatesPlace(typed);
      return { places: [place], source: "coordinates", unavailable: null };
    }
    try {
      const found = await call(() => photonSearch(options, q, { near, limit: options.limit ?? 6 }));
      return { places: rankByName(q, found), source: "geocoder", unavailable: null };
    } catch (error) {
      if (error instanceof GeocoderUnavailable) return { places: [], source: "none", unavailable: UNAVAILABLE_MESSAGE };
      throw error;
    }
  }

  return { search, reverse };
}

export type Geocoder = ReturnType<typeof createGeocoder>;
