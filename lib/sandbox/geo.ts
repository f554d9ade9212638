import { encodePolyline } from "./polyline";

export type LatLng = [number, number];

const EARTH_RADIUS_M = 6_371_000;
const rad = (d: number) => (d * Math.PI) / 180;

export function distanceM([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The sandbox's service area: pickups must lie within this circle, as the provider's sandbox
 * only has simulated drivers in central Madrid. It takes in Atocha and Chamartín stations
 * (about 3.4 and 4.3 km from the centre) but not the airport (about 11 km away).
 */
export const SERVICE_AREA = { center: [40.4361, -3.7014] as LatLng, radiusM: 6000 };

export const inServiceArea = (loc: LatLng) => distanceM(SERVICE_AREA.center, loc) <= SERVICE_AREA.radiusM;

/** Roads are not straight lines: a factor that makes straight-line distances look like driven ones. */
const ROAD_FACTOR = 1.35;

export function routeDistanceM(stops: LatLng[]): number {
  let total = 0;
  for (let i = 1; i < stops.length; i++) total += distanceM(stops[i - 1]!, stops[i]!);
  return Math.round(total * ROAD_FACTOR);
}

/** A street-like path through the stops: each leg goes along one axis, then the other. */
export function routePath(stops: LatLng[]): LatLng[] {
  const path: LatLng[] = [];
  stops.forEach((stop, i) => {
    if (i > 0) {
      const prev = stops[i - 1]!;
      const corner: LatLng = i % 2 ? [stop[0], prev[1]] : [prev[0], stop[1]];
      path.push(corner);
    }
    path.push(stop);
  });
  return path;
}

export const encodeRoute = (stops: LatLng[]) => encodePolyline(routePath(stops));

/** The point a fraction (0..1) of the way along a path, by length. */
export function along(path: LatLng[], fraction: number): LatLng {
  if (path.length === 0) throw new Error("empty path");
  if (path.length === 1 || fraction <= 0) return path[0]!;
  const legs = path.slice(1).map((p, i) => distanceM(path[i]!, p));
  const total = legs.reduce((a, b) => a + b, 0);
  let remaining = Math.min(1, fraction) * total;
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i]!;
    if (remaining <= leg || i === legs.length - 1) {
      const t = leg === 0 ? 1 : Math.min(1, remaining / leg);
      const [a, b] = [path[i]!, path[i + 1]!];
      return [round6(a[0] + (b[0] - a[0]) * t), round6(a[1] + (b[1] - a[1]) * t)];
    }
    remaining -= leg;
  }
  return path[path.length - 1]!;
}

export const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
