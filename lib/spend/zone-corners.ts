/**
 * A zone's corners as an admin types them (or the map writes them): one "lat, lng" a line, in
 * order around the zone. Isomorphic and pure: the form's check, the action's and the map's drawing
 * read the same text the same way.
 */

export const MAX_ZONE_CORNERS = 200;
export const MAX_AREA_ZONES = 10;

export type Corners =
  { ok: true; ring: [number, number][] } | { ok: false; problem: "zoneLine"; line: number } | { ok: false; problem: "zoneFewCorners" | "zoneManyCorners" };

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const LINE = new RegExp(String.raw`^\s*(${NUMBER})\s*[,;\s]\s*(${NUMBER})\s*$`);

/** The corners of a zone from its text; blank lines are skipped, a corner repeated at once counts once. */
export function zoneCorners(text: string): Corners {
  const ring: [number, number][] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const m = LINE.exec(line);
    const lat = m ? Number(m[1]) : NaN;
    const lng = m ? Number(m[2]) : NaN;
    if (!m || Math.abs(lat) > 90 || Math.abs(lng) > 180) return { ok: false, problem: "zoneLine", line: i + 1 };
    const last = ring[ring.length - 1];
    if (!last || last[0] !== lat || last[1] !== lng) ring.push([lat, lng]);
  }
  // Drawn back to where it started: the ring closes by itself.
  if (ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1]) ring.pop();
  if (ring.length < 3) return { ok: false, problem: "zoneFewCorners" };
  if (ring.length > MAX_ZONE_CORNERS) return { ok: false, problem: "zoneManyCorners" };
  return { ok: true, ring };
}

/** A corner as a line of the zone's text, to six decimals (about 10 cm). */
export const cornerLine = ([lat, lng]: readonly [number, number]) => `${lat.toFixed(6)}, ${lng.toFixed(6)}`;

/** Whatever corners the text holds so far, for the map to draw while the admin is still typing. */
export function cornersSoFar(text: string): [number, number][] {
  return text
    .split(/\r?\n/)
    .map((line) => LINE.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [Number(m[1]), Number(m[2])] as [number, number])
    .filter(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180);
}
