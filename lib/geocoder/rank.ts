import { fold, type Place } from "./place";

const words = (s: string) =>
  fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** 0: the name is the query; 1: the name starts with it; 2: the name holds every word of it; 3: the rest (a street, a city). */
function tier(query: string[], place: Place): number {
  if (!place.name) return 3;
  const name = words(place.name);
  const q = query.join(" ");
  const n = name.join(" ");
  if (n === q) return 0;
  if (n.startsWith(q)) return 1;
  return query.every((w) => name.some((part) => part.startsWith(w))) ? 2 : 3;
}

/** How closely a place's name matches a query: 0 the name is the query, 1 it starts with it, 2 it holds every word, 3 none of these. */
export const nameMatch = (q: string, place: Place): number => tier(words(q), place);

/**
 * A place named as typed comes before one that only lies on a street of that name ("Museo del Prado"
 * before "Museo Thyssen-Bornemisza, Paseo del Prado 8"), whatever order the geocoder gave; the
 * geocoder's order (relevance, distance) holds within each tier.
 */
export function rankByName(q: string, places: Place[]): Place[] {
  const query = words(q);
  if (query.length === 0) return places;
  return places
    .map((place, i) => ({ place, i, tier: tier(query, place) }))
    .sort((a, b) => a.tier - b.tier || a.i - b.i)
    .map((x) => x.place);
}
