import "server-only";
import { z } from "zod";
import { labelOf, type Place } from "./place";

/**
 * A client of a Photon geocoder (photon.komoot.io, a self-hosted one, or the provider sandbox's):
 * `/api?q=` to search, `/reverse?lat=&lon=` for the address at a point.
 */

export type PhotonOptions = {
  /** e.g. "https://photon.komoot.io", without a trailing slash. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** The geocoder could not answer: unreachable, too slow, failing, or speaking something else. */
export class GeocoderUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`The geocoder is unavailable: ${reason}`, options);
    this.name = "GeocoderUnavailable";
  }
}

const photonFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z
    .object({
      name: z.string().optional(),
      street: z.string().optional(),
      housenumber: z.string().optional(),
      postcode: z.string().optional(),
      city: z.string().optional(),
      countrycode: z.string().optional(),
    })
    .default({}),
});
const photonCollection = z.object({ features: z.array(z.unknown()) });

/** One Photon feature as a place; null for a feature without usable coordinates. */
export function fromPhotonFeature(raw: unknown): Place | null {
  const f = photonFeature.safeParse(raw);
  if (!f.success) return null;
  const [lng, lat] = f.data.geometry.coordinates;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const p = f.data.properties;
  const place = {
    name: p.name ?? null,
    addr: p.street ?? (p.housenumber ? null : (p.name ?? null)),
    num: p.housenumber ?? null,
    city: p.city ?? null,
    postal_code: p.postcode ?? null,
    country: p.countrycode?.toUpperCase() ?? null,
    loc: [lat, lng] as [number, number],
  };
  return { ...place, label: labelOf(place) };
}

async function get(options: PhotonOptions, path: string, params: Record<string, string>): Promise<Place[]> {
  const url = new URL(`${options.baseUrl}${path}`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
      headers: { accept: "application/json" },
      cache: "no-store",
    });
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === "TimeoutError";
    throw new GeocoderUnavailable(timedOut ? "it did not answer in time" : "it cannot be reached", { cause });
  }
  if (!response.ok) throw new GeocoderUnavailable(`it answered ${response.status}`);
  let body: z.infer<typeof photonCollection>;
  try {
    body = photonCollection.parse(await response.json());
  } catch (cause) {
    throw new GeocoderUnavailable("its answer is not a Photon feature collection", { cause });
  }
  return body.features.map(fromPhotonFeature).filter((p): p is Place => p !== null);
}

/** Places matching the text, in the geocoder's order; `near` favours places close to it. */
export function photonSearch(options: PhotonOptions, q: string, { near, limit = 6 }: { near?: [number, number]; limit?: number } = {}): Promise<Place[]> {
  const params: Record<string, string> = { q, limit: String(limit) };
  if (near) Object.assign(params, { lat: String(near[0]), lon: String(near[1]) });
  return get(options, "/api", params);
}

/** The address nearest to a point, if the geocoder knows one. */
export async function photonReverse(options: PhotonOptions, loc: [number, number]): Promise<Place | null> {
  const [place] = await get(options, "/reverse", { lat: String(loc[0]), lon: String(loc[1]), limit: "1" });
  return place ?? null;
}
