/**
 * Google's encoded polyline format (precision 5), as the provider's estimate returns the route.
 * https://developers.google.com/maps/documentation/utilities/polylinealgorithm
 */

const FACTOR = 1e5;
const MIN_CHAR = 63; // "?": every encoded character is a 5-bit chunk plus 63
const MAX_CHAR = 126; // "~": 63 + 0x3f, the largest chunk with the continuation bit

/** Decodes an encoded polyline to `[lat, lng]` pairs; throws on input that is not a valid polyline. */
export function decodePolyline(encoded: string): [number, number][] {
  const points: [number, number][] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;

  const readValue = (what: "latitude" | "longitude"): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= encoded.length) {
        throw new Error(`Malformed polyline: it ends in the middle of a ${what} (point ${points.length + 1}).`);
      }
      const code = encoded.charCodeAt(index);
      if (code < MIN_CHAR || code > MAX_CHAR) {
        throw new Error(`Malformed polyline: unexpected character ${JSON.stringify(encoded[index])} at position ${index}.`);
      }
      index += 1;
      const chunk = code - MIN_CHAR;
      // 32-bit integers hold at most 7 chunks; more means garbage, not a coordinate.
      if (shift > 30) throw new Error(`Malformed polyline: a ${what} at point ${points.length + 1} is too long.`);
      result |= (chunk & 0x1f) << shift;
      shift += 5;
      if (chunk < 0x20) break;
    }
    return result & 1 ? ~(result >>> 1) : result >>> 1;
  };

  while (index < encoded.length) {
    lat += readValue("latitude");
    lng += readValue("longitude");
    const point: [number, number] = [lat / FACTOR, lng / FACTOR];
    if (Math.abs(point[0]) > 90 || Math.abs(point[1]) > 180) {
      throw new Error(`Malformed polyline: point ${points.length + 1} (${point[0]}, ${point[1]}) is outside the globe.`);
    }
    points.push(point);
  }
  return points;
}
