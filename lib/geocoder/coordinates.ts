import { coordinatesLabel, type Place } from "./place";

// Decimal degrees, optionally with a degree sign and a hemisphere letter: "40.4168", "-3.7038", "3.7038° W".
const PART = String.raw`([+-]?\d{1,3}\.\d+)\s*°?\s*([NSEWO])?`;
const PAIR = new RegExp(String.raw`^\s*${PART}\s*[,;\s]\s*${PART}\s*$`, "i");

function signed(value: string, hemisphere: string | undefined, negative: string) {
  const n = Number(value);
  return hemisphere && negative.includes(hemisphere.toUpperCase()) ? -Math.abs(n) : n;
}

/**
 * Coordinates typed into the search box ("40.4168, -3.7038", "40.4168 N 3.7038 W"), latitude first
 * as maps and phones show them; null when the text is not a pair of decimal degrees in range.
 */
export function parseCoordinates(text: string): [number, number] | null {
  const m = PAIR.exec(text);
  if (!m) return null;
  const lat = signed(m[1]!, m[2], "S");
  // "O" is west in Spanish (oeste).
  const lng = signed(m[3]!, m[4], "WO");
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return [lat, lng];
}

export function coordinatesPlace(loc: [number, number]): Place {
  return { label: coordinatesLabel(loc), name: null, addr: null, num: null, city: null, postal_code: null, country: null, loc };
}
