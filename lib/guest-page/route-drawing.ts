/** A static drawing of the ride: stops joined in order, the driver's path and position. No map, no tiles. */

const WIDTH = 320;
const HEIGHT = 180;
const PAD = 22;

type Loc = [number, number];

const finite = (l: Loc) => Number.isFinite(l[0]) && Number.isFinite(l[1]);

/** Projects [lat, lng] into the drawing, keeping distances' proportions (longitude shrinks with latitude). */
export function projector(points: Loc[]): (l: Loc) => [number, number] {
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * k, 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const scale = Math.min((WIDTH - 2 * PAD) / spanX, (HEIGHT - 2 * PAD) / spanY);
  const offX = (WIDTH - spanX * scale) / 2;
  const offY = (HEIGHT - spanY * scale) / 2;
  return ([lat, lng]) => [offX + (lng - minLng) * k * scale, HEIGHT - (offY + (lat - minLat) * scale)];
}

const n = (v: number) => v.toFixed(1);
const pointsAttr = (xs: [number, number][]) => xs.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

/**
 * The SVG markup, or "" when there is nothing to draw. Labels are plain text the caller has escaped.
 * `label` names the drawing for screen readers. The stops' marks (A, 1, 2, B) are the same in every language.
 */
export function routeSvg(route: { stops: Loc[]; path: Loc[]; driverAt: Loc | null }, label: string): string {
  const stops = route.stops.filter(finite);
  if (stops.length < 2) return "";
  const path = route.path.filter(finite);
  const driver = route.driverAt && finite(route.driverAt) ? route.driverAt : null;
  const at = projector([...stops, ...path, ...(driver ? [driver] : [])]);
  const xy = stops.map(at);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${label}" class="route">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="12" fill="#f1f5f9"/>`,
    `<polyline points="${pointsAttr(xy)}" fill="none" stroke="#94a3b8" stroke-width="3" stroke-dasharray="6 6" stroke-linecap="round"/>`,
  ];
  if (path.length > 1)
    parts.push(`<polyline points="${pointsAttr(path.map(at))}" fill="none" stroke="#0f766e" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`);
  xy.forEach(([x, y], i) => {
    const last = i === xy.length - 1;
    const fill = i === 0 ? "#0f172a" : last ? "#be123c" : "#475569";
    const mark = i === 0 ? "A" : last ? "B" : String(i);
    parts.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="10" fill="${fill}" stroke="#fff" stroke-width="2"/>`,
      `<text translate="no" x="${n(x)}" y="${n(y + 4)}" text-anchor="middle" font-size="11" font-weight="700" fill="#fff" font-family="system-ui,sans-serif">${mark}</text>`,
    );
  });
  if (driver) {
    const [x, y] = at(driver);
    parts.push(`<circle class="driver" cx="${n(x)}" cy="${n(y)}" r="8" fill="#0f766e" stroke="#fff" stroke-width="3"/>`);
  }
  parts.push("</svg>");
  return parts.join("");
}
