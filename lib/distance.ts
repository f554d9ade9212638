/** Metres between two points (haversine), enough for stops a city apart. Pure: stops, events and spend rules share it. */
export function distanceM([lat1, lng1]: readonly number[], [lat2, lng2]: readonly number[]): number {
  const rad = Math.PI / 180;
  const dLat = (lat2! - lat1!) * rad;
  const dLng = (lng2! - lng1!) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1! * rad) * Math.cos(lat2! * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
