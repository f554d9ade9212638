import { parseCoordinates } from "@/lib/geocoder/coordinates";
import { fold } from "@/lib/geocoder/place";
import { nameMatch } from "@/lib/geocoder/rank";
import type { PlaceOption, PlaceSearch } from "@/lib/booking/lookups";
import { distanceM } from "@/lib/distance";
import { messageRef } from "@/lib/i18n/message-ref";

const COMMA_PART = String.raw`[+-]?\d{1,3},\d+\s*°?\s*[NSEWO]?`;
// Two numbers with decimal commas, apart by a semicolon, by a comma and a space, or by spaces.
const DECIMAL_COMMAS = new RegExp(String.raw`^${COMMA_PART}\s*(?:;|,\s|\s)\s*${COMMA_PART}$`, "i");

/**
 * Coordinates in a sheet's cell: "40.4168, -3.7038" and "40.4168 -3.7038" as the search box takes
 * them, and Spanish sheets' decimal commas, "40,4168; -3,7038" or "40,4168 -3,7038". Null when the
 * cell is not a pair of coordinates (it is then an address or a place's name).
 */
export function readSheetCoordinates(cell: string): [number, number] | null {
  const text = cell.trim();
  return parseCoordinates(DECIMAL_COMMAS.test(text) ? text.replace(/(\d),(\d)/g, "$1.$2").replace(";", ",") : text);
}

/** Results closer than this are one place told twice (a building and its entrance, a venue and its street number). */
export const SAME_PLACE_M = 150;

/** Up to this many places are offered when a cell matches several. */
export const MAX_CHOICES = 5;

const words = (s: string) =>
  fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * How well a place answers the text, lower is better: 0 its name is the text, 1 its name starts with
 * it, 2 its name holds every word, 3 its whole address does ("Calle de Alcalá 45, Madrid"), 4 the
 * geocoder's guess holds only some of the words (a typo, another city).
 */
export function matchScore(text: string, place: PlaceOption): number {
  const tier = nameMatch(text, place);
  if (tier < 3) return tier;
  const own = [place.name, place.addr, place.num, place.city, place.postal_code, place.label].flatMap((s) => (s ? words(s) : []));
  return words(text).every((w) => own.some((o) => o.startsWith(w))) ? 3 : 4;
}

export type PlaceAnswer = { kind: "place"; place: PlaceOption } | { kind: "choices"; places: PlaceOption[] } | { kind: "problem"; error: string };

/**
 * What a cell's search answer means for the row. Coordinates are the place. Otherwise results that lie
 * within SAME_PLACE_M of a better one are that place again; the best match is taken when no other
 * place matches as well (an exact name beats names that only start with the text; a street address
 * with its city beats the same street in another town). Two distinct places that match equally well
 * (three terminals for "Aeropuerto Madrid-Barajas", every tower for "Torre"), or a best match that
 * holds only some of the words, are offered to the agent to pick from instead.
 */
export function answerPlace(text: string, search: PlaceSearch): PlaceAnswer {
  if (search.source === "coordinates" && search.places[0]) return { kind: "place", place: search.places[0] };
  const ranked = search.places.map((place, i) => ({ place, i, score: matchScore(text, place) })).sort((a, b) => a.score - b.score || a.i - b.i);
  const distinct: typeof ranked = [];
  for (const r of ranked) if (!distinct.some((d) => distanceM(d.place.loc, r.place.loc) < SAME_PLACE_M)) distinct.push(r);
  const [best, next] = distinct;
  if (!best) {
    return {
      kind: "problem",
      error: search.source === "none" ? messageRef("events.check.place.unavailable") : messageRef("events.check.place.notFound", { text }),
    };
  }
  if (best.score < 4 && (!next || next.score > best.score)) return { kind: "place", place: best.place };
  return { kind: "choices", places: distinct.slice(0, MAX_CHOICES).map((d) => d.place) };
}
