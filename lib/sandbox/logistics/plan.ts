import { clientHubByExternalId } from "../seed/client-hubs";
import type { Outcome, ParcelEvent, ParcelRecord, ParcelState, Point } from "./types";

/**
 * How a shipped parcel moves. A shipment is planned whole when it is accepted: each state with the
 * time it is reached, so reads never write and the notifications can be queued ahead. Durations
 * are at clock speed 1 and divide by the sandbox's speed.
 */
const MS = {
  /** The queued ship request is carried out. */
  accept: 5_000,
  /** A driver is found. */
  qualified: 30_000,
  /** The driver drives to the pickup... */
  approach: 4 * 60_000,
  /** ...collects the parcel (or fails to)... */
  pickingup: 60_000,
  /** ...drives to the drop-off (at least this long, more with distance)... */
  transitMin: 5 * 60_000,
  /** ...and hands it over, or takes it back. */
  delivering: 60_000,
};
export const ACCEPT_MS = MS.accept;
/** Cancelling and deleting are carried out this long after they were accepted. */
export const OPERATION_DELAY_MS = 3_000;

/** States from which nothing more happens until the client acts again. */
export const FINAL_STATES: ReadonlySet<ParcelState> = new Set([
  "delivered",
  "returned",
  "pickupfailed",
  "requestercancel",
  "internalcancel",
  "undelivered",
  "returnrejected",
]);
/** Where every field may still change (§4; its "returnedtoorigin" is the enum's "returned"). */
export const EDITABLE_STATES: ReadonlySet<ParcelState> = new Set(["ready", "pickupfailed", "requestercancel", "returned"]);
/** Before pickup: what cancelling can still stop. */
export const CANCELLABLE_STATES: ReadonlySet<ParcelState> = new Set(["qualifiedforpickup", "onroutetopickup", "pickingup"]);
/** Where a parcel can be shipped (again). */
export const SHIPPABLE_STATES: ReadonlySet<ParcelState> = new Set(["ready", "pickupfailed", "requestercancel", "returned"]);

/** The state at a moment: the last event due by then. */
export function stateAt(p: Pick<ParcelRecord, "events">, t: number): ParcelState {
  let state: ParcelState = p.events[0]!.state;
  for (const e of p.events) {
    if (e.at > t) break;
    state = e.state;
  }
  return state;
}

/** Whether a shipment is planned but has not come to its end yet. */
export const hasPendingEvents = (p: Pick<ParcelRecord, "events">, t: number) => p.events[p.events.length - 1]!.at > t;

const DEFAULT_POINT: Point = { lat: 40.4168, lon: -3.7038 };

/** A place for an address or hub the sandbox cannot geocode: a fixed spot near Madrid's centre derived from the text. */
function pointOfText(text: string): Point {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return { lat: DEFAULT_POINT.lat + ((h % 1000) - 500) / 20_000, lon: DEFAULT_POINT.lon + (((h >>> 10) % 1000) - 500) / 20_000 };
}

export function pointOf(info: { loc?: Point; addr?: string; hub_external_id?: string }): Point {
  if (info.loc) return info.loc;
  const hub = info.hub_external_id ? clientHubByExternalId(info.hub_external_id) : undefined;
  if (hub) return hub.location;
  return pointOfText(info.addr ?? `hub:${info.hub_external_id ?? ""}`);
}

export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Drive time between two points at a city's 20 km/h, never below the minimum. */
export const transitMs = (from: Point, to: Point) => Math.max(MS.transitMin, Math.round((distanceKm(from, to) / 20) * 3_600_000));

/** Where the driver starts from: a short drive north-east of the pickup. */
export const approachStart = (p: Point): Point => ({ lat: p.lat + 0.008, lon: p.lon + 0.01 });

const between = (a: Point, b: Point, f: number): Point => ({ lat: a.lat + (b.lat - a.lat) * f, lon: a.lon + (b.lon - a.lon) * f });

/**
 * The shipment's events from `start` (when the request is accepted), ending in the outcome.
 * `notBefore` holds the driver's arrival back for an express pickup time.
 */
export function planShipment(p: ParcelRecord, start: number, speed: number, outcome: Outcome, notBefore = 0): ParcelEvent[] {
  const d = (ms: number) => ms / speed;
  const events: ParcelEvent[] = [];
  let t = start + d(MS.accept);
  events.push({ state: "qualifiedforpickup", at: t });
  t = Math.max(t + d(MS.qualified), notBefore - d(MS.approach));
  events.push({ state: "onroutetopickup", at: t });
  t += d(MS.approach);
  events.push({ state: "pickingup", at: t });
  t += d(MS.pickingup);
  if (outcome === "pickupfailed") {
    events.push({ state: "pickupfailed", at: t });
    return events;
  }
  events.push({ state: "intransit", at: t });
  t += d(transitMs(pointOf(p.fields.pickup_info), pointOf(p.fields.dropoff_info)));
  events.push({ state: "delivering", at: t });
  t += d(MS.delivering);
  if (outcome === "delivered") {
    events.push({ state: "delivered", at: t });
    return events;
  }
  events.push({ state: "returning", at: t });
  t += d(transitMs(pointOf(p.fields.dropoff_info), pointOf(p.fields.pickup_info)));
  events.push({ state: "returned", at: t });
  return events;
}

/** When the current shipment's event of a state happens, if it is planned. */
export function eventAt(p: Pick<ParcelRecord, "events">, state: ParcelState, from = 0): number | null {
  for (let i = p.events.length - 1; i >= 0; i--) {
    const e = p.events[i]!;
    if (e.at < from) break;
    if (e.state === state) return e.at;
  }
  return null;
}

/** The driver's position at a moment, while a driver has the parcel; null otherwise. */
export function driverLocation(p: ParcelRecord, t: number): Point | null {
  const state = stateAt(p, t);
  const pickup = pointOf(p.fields.pickup_info);
  const dropoff = pointOf(p.fields.dropoff_info);
  const phase = (from: ParcelState, to: ParcelState) => {
    const start = eventAt(p, from);
    const end = eventAt(p, to, start ?? 0);
    if (start === null || end === null || end <= start) return 1;
    return Math.min(1, Math.max(0, (t - start) / (end - start)));
  };
  switch (state) {
    case "onroutetopickup":
      return between(approachStart(pickup), pickup, phase("onroutetopickup", "pickingup"));
    case "pickingup":
      return pickup;
    case "intransit":
      return between(pickup, dropoff, phase("intransit", "delivering"));
    case "delivering":
      return dropoff;
    case "returning":
      return between(dropoff, pickup, phase("returning", "returned"));
    default:
      return null;
  }
}
