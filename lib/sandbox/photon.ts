import { distanceM } from "./geo";
import { badRequest, json } from "./http";
import { PLACES } from "./seed/places";
import type { SeedPlace } from "./seed/types";

/**
 * The gazetteer answers like a Photon geocoder (`/api?q=`, `/reverse?lat=&lon=`), so the app
 * needs one geocoder client whether it talks to the sandbox or to a real Photon service.
 */

const fold = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const feature = (p: SeedPlace) => ({
  type: "Feature",
  geometry: { type: "Point", coordinates: [p.longitude, p.latitude] },
  properties: {
    name: p.name,
    street: p.addr,
    housenumber: p.num ?? undefined,
    postcode: p.postal_code,
    city: p.city,
    country: "Spain",
    countrycode: p.country,
    type: p.kind === "street" ? "street" : "house",
    osm_value: p.kind,
  },
});

const collection = (places: SeedPlace[]) => json({ type: "FeatureCollection", features: places.map(feature) });

function readLimit(query: URLSearchParams, fallback: number) {
  const raw = query.get("limit");
  const n = raw === null ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 50) throw badRequest("limit", "must be a whole number from 1 to 50");
  return n;
}

function readCoordinate(query: URLSearchParams, name: string, max: number, required: boolean) {
  const raw = query.get(name);
  if (raw === null || raw === "") {
    if (required) throw badRequest(name, "is required");
    return undefined;
  }
  const n = Number(raw);
  if (!Number.isFinite(n) || Math.abs(n) > max) throw badRequest(name, `must be a number between -${max} and ${max}`);
  return n;
}

/** Places whose name or address hold every word of the query, best matches first. */
export function findPlaces(q: string, { limit = 8, near }: { limit?: number; near?: [number, number] } = {}): SeedPlace[] {
  const folded = fold(q).trim();
  const words = folded.split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = PLACES.flatMap((p) => {
    const name = fold(p.name);
    const haystack = `${name} ${fold(p.addr)} ${p.num ?? ""} ${p.postal_code} ${fold(p.city)}`;
    if (!words.every((w) => haystack.includes(w))) return [];
    let score = name.startsWith(folded) ? 0 : name.includes(folded) ? 1 : 2;
    if (near) score += distanceM(near, [p.latitude, p.longitude]) / 100_000;
    return [{ p, score }];
  });
  scored.sort((a, b) => a.score - b.score || a.p.name.localeCompare(b.p.name));
  return scored.slice(0, limit).map((s) => s.p);
}

const REVERSE_RADIUS_M = 300;

/** Places within a short walk of a point, nearest first. */
export function nearestPlaces(loc: [number, number], limit = 1): SeedPlace[] {
  return PLACES.map((p) => ({ p, d: distanceM(loc, [p.latitude, p.longitude]) }))
    .filter((x) => x.d <= REVERSE_RADIUS_M)
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map((x) => x.p);
}

export function search(query: URLSearchParams): Response {
  const q = (query.get("q") ?? "").trim();
  if (!q) throw badRequest("q", "is required");
  const limit = readLimit(query, 8);
  const lat = readCoordinate(query, "lat", 90, false);
  const lon = readCoordinate(query, "lon", 180, false);
  return collection(findPlaces(q, { limit, near: lat !== undefined && lon !== undefined ? [lat, lon] : undefined }));
}

export function reverse(query: URLSearchParams): Response {
  const lat = readCoordinate(query, "lat", 90, true)!;
  const lon = readCoordinate(query, "lon", 180, true)!;
  return collection(nearestPlaces([lat, lon], readLimit(query, 1)));
}
