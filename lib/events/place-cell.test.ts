import { describe, expect, it } from "vitest";
import { labelOf, type Place } from "@/lib/geocoder/place";
import type { PlaceSearch } from "@/lib/booking/lookups";
import { inEnglish } from "@/lib/i18n/in-english";
import { answerPlace, matchScore, readSheetCoordinates } from "./place-cell";

describe("coordinates in a cell", () => {
  it("reads them as the search box does, and with Spanish decimal commas", () => {
    for (const text of [
      "40.4168, -3.7038",
      "40.4168 -3.7038",
      "40.4168; -3.7038",
      "40,4168; -3,7038",
      "40,4168;-3,7038",
      "40,4168 -3,7038",
      "40,4168, -3,7038",
      "40.4168 N 3.7038 W",
      "40,4168 N; 3,7038 O",
    ]) {
      expect(readSheetCoordinates(text), text).toEqual([40.4168, -3.7038]);
    }
  });

  it("leaves addresses, whole numbers and impossible points to the geocoder", () => {
    for (const text of ["Calle de Alcalá 45", "Calle Mayor 5, 3", "40, -3", "40,4168", "95,1; 3,2", "Torre Picasso; Madrid"]) {
      expect(readSheetCoordinates(text), text).toBeNull();
    }
  });
});

const place = (name: string | null, addr: string, num: string | null, loc: [number, number], city = "Madrid"): Place => {
  const p = { name, addr, num, city, postal_code: null, country: "ES", loc };
  return { ...p, label: labelOf(p) };
};
const found = (...places: Place[]): PlaceSearch => ({ places, source: "geocoder", unavailable: null });

const T1 = place("Aeropuerto Madrid-Barajas Terminal 1", "Avenida de la Hispanidad", null, [40.4668, -3.5706]);
const T2 = place("Aeropuerto Madrid-Barajas Terminal 2", "Avenida de la Hispanidad", null, [40.4694, -3.5665]);
const T4 = place("Aeropuerto Madrid-Barajas Terminal 4", "Avenida de la Hispanidad", null, [40.4913, -3.5936]);

describe("what a place cell's search answer means", () => {
  it("scores an exact name, a name that starts with the text, a name with every word, a full address and a partial guess", () => {
    expect(matchScore("aeropuerto madrid-barajas terminal 4", T4)).toBe(0);
    expect(matchScore("Aeropuerto Madrid", T4)).toBe(1);
    expect(matchScore("Barajas terminal 4", T4)).toBe(2);
    expect(matchScore("Avenida de la Hispanidad, Madrid", T4)).toBe(3);
    expect(matchScore("Terminal 4", T1)).toBe(4);
  });

  it("takes the one best match: an exact name before names that only start with it", () => {
    expect(answerPlace("Aeropuerto Madrid-Barajas Terminal 4", found(T4, T1, T2))).toEqual({ kind: "place", place: T4 });
    expect(answerPlace("Terminal 4", found(T1, T2, T4))).toEqual({ kind: "place", place: T4 });
    const sol = place("Puerta del Sol", "Puerta del Sol", null, [40.4169, -3.7035]);
    const station = place("Estación de Sol", "Puerta del Sol", null, [40.4171, -3.7029]);
    expect(answerPlace("Puerta del Sol", found(station, sol))).toEqual({ kind: "place", place: sol });
  });

  it("takes a street address with its city over the same street in another town", () => {
    const madrid = place(null, "Calle Mayor", "5", [40.4163, -3.7074]);
    const alcala = place(null, "Calle Mayor", "5", [40.4818, -3.3644], "Alcalá de Henares");
    expect(answerPlace("Calle Mayor 5, Alcalá de Henares", found(madrid, alcala))).toEqual({ kind: "place", place: alcala });
  });

  it("offers distinct places that match equally well, at most five, best first", () => {
    expect(answerPlace("Aeropuerto Madrid-Barajas", found(T1, T2, T4))).toEqual({ kind: "choices", places: [T1, T2, T4] });
    const towers = Array.from({ length: 7 }, (_, i) => place(`Torre ${i}`, "Paseo de la Castellana", String(i), [40.44 + i * 0.01, -3.69]));
    const answer = answerPlace("Torre", found(...towers));
    expect(answer).toMatchObject({ kind: "choices" });
    expect(answer.kind === "choices" && answer.places).toEqual(towers.slice(0, 5));
  });

  it("counts results a few metres apart as one place, and offers a lone guess that holds only some of the words", () => {
    const building = place("Torre Picasso", "Plaza de Pablo Ruiz Picasso", "1", [40.4494, -3.6917]);
    const entrance = place("Torre Picasso", "Plaza de Pablo Ruiz Picasso", null, [40.4496, -3.6915]);
    expect(answerPlace("Torre Picasso", found(building, entrance))).toEqual({ kind: "place", place: building });
    expect(answerPlace("Hotel Picaso Madrid", found(building))).toEqual({ kind: "choices", places: [building] });
  });

  it("takes typed coordinates as the place, and says why there is none", () => {
    const point = place(null, "Puerta del Sol", null, [40.4168, -3.7038]);
    expect(answerPlace("40,4168; -3,7038", { places: [point], source: "coordinates", unavailable: null })).toEqual({ kind: "place", place: point });
    const none = answerPlace("Nowhere 1", found());
    expect(none.kind === "problem" && inEnglish(none.error)).toMatch(/^No place called “Nowhere 1” was found/);
    const down = answerPlace("Plaza Mayor", { places: [], source: "none", unavailable: "…" });
    expect(down.kind === "problem" && inEnglish(down.error)).toMatch(/^Address search is unavailable right now/);
  });
});
