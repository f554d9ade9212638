/** Google's encoded polyline format (precision 5), as the provider's estimate `route` uses. */
export function encodePolyline(points: [number, number][]): string {
  let out = "";
  let prevLat = 0;
  let prevLng = 0;
  for (const [lat, lng] of points) {
    const [y, x] = [Math.round(lat * 1e5), Math.round(lng * 1e5)];
    out += encodeValue(y - prevLat) + encodeValue(x - prevLng);
    [prevLat, prevLng] = [y, x];
  }
  return out;
}

function encodeValue(delta: number): string {
  let v = delta < 0 ? ~(delta << 1) : delta << 1;
  let out = "";
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
    v >>= 5;
  }
  return out + String.fromCharCode(v + 63);
}
