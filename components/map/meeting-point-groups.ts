/** How a stop's meeting points show on the map at a zoom: each as its own pin, or one chip until they stand apart. */
import { distanceM, EARTH_RADIUS_M } from "@/lib/distance";

export type GroupPoint = { id: string; stopId: string; loc: [number, number] /* [lat, lng] */; title: string; selected: boolean };
export type MeetingPointGroup = {
  stopId: string;
  points: (GroupPoint & { n: number })[];
  /** Where the chip goes: the middle of the points. */
  centre: [number, number];
  /** [west, south, east, north], to zoom to. */
  bounds: [number, number, number, number];
  /** The least distance between two of its points, in metres (Infinity for one point). */
  spacingM: number;
};

/** Pins closer than this on screen would hide each other, and their labels would run together. */
export const MIN_PIN_SPACING_PX = 72;
/** From this zoom on, pins show whatever their spacing: a closer look would not part them much more. */
export const ALWAYS_SPLIT_ZOOM = 18;

const rad = (d: number) => (d * Math.PI) / 180;

/** Metres per screen pixel on a web-mercator map of 512-pixel tiles (MapLibre's) at a latitude and zoom. */
export const metresPerPixel = (lat: number, zoom: number) => (2 * Math.PI * EARTH_RADIUS_M * Math.cos(rad(lat))) / (512 * 2 ** zoom);

/** Groups meeting points by stop, numbered 1, 2, 3… in the order the picker lists them. */
export function groupMeetingPoints(points: GroupPoint[]): MeetingPointGroup[] {
  const byStop = new Map<string, GroupPoint[]>();
  for (const p of points) byStop.set(p.stopId, [...(byStop.get(p.stopId) ?? []), p]);
  return [...byStop].map(([stopId, list]) => {
    const lats = list.map((p) => p.loc[0]);
    const lngs = list.map((p) => p.loc[1]);
    let spacingM = Infinity;
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) spacingM = Math.min(spacingM, distanceM(list[i]!.loc, list[j]!.loc));
    return {
      stopId,
      points: list.map((p, i) => ({ ...p, n: i + 1 })),
      centre: [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2],
      bounds: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)],
      spacingM,
    };
  });
}

/** Whether a group's pins stand apart at this zoom. */
export function pinsApart(group: MeetingPointGroup, zoom: number): boolean {
  if (group.points.length < 2 || zoom >= ALWAYS_SPLIT_ZOOM) return true;
  return group.spacingM / metresPerPixel(group.centre[0], zoom) >= MIN_PIN_SPACING_PX;
}
