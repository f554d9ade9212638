/** The Earth's mean radius: distances here and metres per pixel on the map both measure on it. */
export const EARTH_RADIUS_M = 6_371_000;

/** Metres between two points (haversine), enough for stops a city apart. Pure: stops, events, spend rules and the map's meeting points share it. */
export function distanceM([lat1, lng1]: readonly number[], [lat2, lng2]: readonly number[]): number {
  const rad = Math.PI / 180;
  const dLat = (lat2! - lat1!) * rad;
  const dLng = (lng2! - lng1!) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1! * rad) * Math.cos(lat2! * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
