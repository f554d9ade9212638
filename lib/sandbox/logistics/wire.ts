import { DRIVERS } from "../seed/drivers";
import { SHIPPING_TYPES } from "./shipping-types";
import { driverLocation, eventAt, stateAt } from "./plan";
import type { ParcelRecord, ParcelState } from "./types";

/** How parcels look on the wire (§4): the Parcel resource (no state), its status and timeline. */

const iso = (t: number) => new Date(t).toISOString();

export const trackingUrl = (base: string, p: Pick<ParcelRecord, "id">) => `${base}/logistics/track/${p.id}`;

export function parcelToWire(p: ParcelRecord): Record<string, unknown> {
  return {
    id: p.id,
    ...(p.external_id !== null ? { external_id: p.external_id } : {}),
    ...p.fields,
    created_at: iso(p.created_at),
    updated_at: iso(p.updated_at),
  };
}

/** States in which a driver has been assigned to the current shipment. */
const WITH_DRIVER: ReadonlySet<ParcelState> = new Set(["onroutetopickup", "pickingup", "intransit", "delivering", "delivered", "returning", "returned"]);

/** The parcel's status (ParcelStatus) at a moment: now for the status endpoint, an event's time for its notification. */
export function parcelStatus(p: ParcelRecord, at: number, base: string): Record<string, unknown> {
  const state = stateAt(p, at);
  const driver = DRIVERS[p.driver_index % DRIVERS.length]!;
  const assigned = WITH_DRIVER.has(state);
  const location = driverLocation(p, at);
  const type = SHIPPING_TYPES.find((t) => t.id === p.shipping_type_id);
  const qualified = eventAt(p, "qualifiedforpickup");
  const status: Record<string, unknown> = {
    id: p.id,
    ...(p.external_id !== null ? { external_id: p.external_id } : {}),
    state,
    tracking:
      p.shipping_type_id === null
        ? null
        : {
            eta_to_accept: qualified !== null && qualified > at ? Math.ceil((qualified - at) / 1000) : null,
            location: location ? { lat: location.lat, lon: location.lon } : null,
            tracking_url: trackingUrl(base, p),
          },
    asset: assigned ? { reg_plate: driver.vehicle.plate, name: driver.vehicle.name, color: driver.vehicle.color, asset_kind: "car" } : undefined,
    driver: assigned
      ? { name: driver.name, phone: driver.phone_number.replace(/\s/g, ""), photo_url: `${base}/logistics/drivers/${p.driver_index % DRIVERS.length}.png` }
      : null,
    shipping_type: type ? { id: type.id, name: type.name, modality: type.modality } : null,
  };
  if (state === "pickupfailed") {
    status.pickup_failed = { reason: "sender_no_show", failed_at: iso(eventAt(p, "pickupfailed") ?? at), driver_comments: "Nobody answered at the pickup" };
  }
  if (state === "returning" || state === "returned") {
    status.delivery_attempt = { fail_reason: "recipient_not_found", address: p.fields.dropoff_info.addr ?? null, feedback: "Nobody answered at the drop-off" };
  }
  if (state === "delivered") status.delivery_attempt = { address: p.fields.dropoff_info.addr ?? null, feedback: null };
  return status;
}

/** The states reached so far, in time order (planned ones still to come are not shown). */
export function parcelTimeline(p: ParcelRecord, now: number): Record<string, unknown> {
  return {
    id: p.id,
    ...(p.external_id !== null ? { external_id: p.external_id } : {}),
    timeline: p.events.filter((e) => e.at <= now).map((e) => ({ state: e.state, state_updated_at: iso(e.at) })),
  };
}
