import "server-only";
import type { Db } from "@/lib/db/client";
import { labelOf, searchPlaces, type SearchResult } from "@/lib/geocoder";
import type { PlaceSearch } from "./lookups";
import { findSavedPlaces } from "./saved-queries";

type Search = (q: string, near?: [number, number]) => Promise<SearchResult>;

/** Address search: the desk's saved places first, then the geocoder's answers (or why it has none). */
export async function searchDeskPlaces(db: Db, q: string, near?: [number, number], search: Search = searchPlaces): Promise<PlaceSearch> {
  const [saved, found] = await Promise.all([findSavedPlaces(db, q), search(q, near)]);
  const mine = saved.map((p) => {
    const place = {
      name: p.name,
      addr: p.addr,
      num: p.num,
      city: p.city,
      postal_code: p.postalCode,
      country: p.country,
      loc: [p.lat, p.lng] as [number, number],
    };
    // The search marks it as saved in the reader's words; the stop keeps the name and the address.
    return { ...place, label: `${p.name} · ${labelOf({ ...place, name: null })}`, instr: p.instr, saved: true };
  });
  return { places: [...mine, ...found.places], source: found.source, unavailable: found.unavailable };
}
