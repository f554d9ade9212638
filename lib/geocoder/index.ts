import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { findPlaces, nearestPlaces } from "@/lib/sandbox/photon";
import type { SeedPlace } from "@/lib/sandbox/seed/types";

/** A place as the booking form uses it: coordinates and the stop's address fields. */
export type Place = {
  label: string;
  name: string | null;
  addr: string | null;
  num: string | null;
  city: string | null;
  postal_code: string | null;
  /** ISO 3166 alpha-2, e.g. "ES". */
  country: string | null;
  loc: [number, number];
};

export type GeocodeResult = { places: Place[]; source: "geocoder" | "gazetteer" };

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

export function labelOf(p: Omit<Place, "label">): string {
  const street = [p.addr, p.num].filter(Boolean).join(" ");
  const parts = [p.name && p.name !== p.addr ? p.name : null, street || null, p.city].filter(Boolean);
  return parts.join(", ") || `${p.loc[0].toFixed(5)}, ${p.loc[1].toFixed(5)}`;
}

function fromPhoton(raw: unknown): Place | null {
  const f = photonFeature.safeParse(raw);
  if (!f.success) return null;
  const [lng, lat] = f.data.geometry.coordinates;
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

function fromSeed(p: SeedPlace): Place {
  const place = { name: p.name, addr: p.addr, num: p.num, city: p.city, postal_code: p.postal_code, country: p.country, loc: [p.latitude, p.longitude] as [number, number] };
  return { ...place, label: labelOf(place) };
}

async function photon(path: string, params: Record<string, string>): Promise<Place[]> {
  const url = new URL(`${env().geocoderUrl}${path}`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const response = await fetch(url, { signal: AbortSignal.timeout(3000), headers: { accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  const body = photonCollection.parse(await response.json());
  return body.features.map(fromPhoton).filter((p): p is Place => p !== null);
}

/**
 * Address search through the configured Photon-compatible geocoder; when it cannot be reached,
 * the built-in gazetteer of Madrid places answers instead, so the form keeps working offline.
 */
export async function searchPlaces(q: string, near?: [number, number]): Promise<GeocodeResult> {
  const params: Record<string, string> = { q, limit: "6" };
  if (near) Object.assign(params, { lat: String(near[0]), lon: String(near[1]) });
  try {
    return { places: await photon("/api", params), source: "geocoder" };
  } catch {
    return { places: findPlaces(q, { limit: 6, near }).map(fromSeed), source: "gazetteer" };
  }
}

/** The address of a dropped pin, when a geocoder knows one. */
export async function reversePlace(loc: [number, number]): Promise<Place | null> {
  try {
    const [place] = await photon("/reverse", { lat: String(loc[0]), lon: String(loc[1]), limit: "1" });
    return place ? { ...place, loc } : null;
  } catch {
    const [seed] = nearestPlaces(loc);
    return seed ? { ...fromSeed(seed), loc } : null;
  }
}
