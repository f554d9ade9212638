import type { Ctx } from "../context";
import { SandboxError, json } from "../http";
import { parseOrThrow } from "../validate";
import { ACCEPT_MS, distanceKm, pointOf, transitMs } from "./plan";
import { estimateRequest } from "./schemas";
import { SHIPPING_TYPES, covered, parcelPrice, shippingTypeById, shippingTypeToWire } from "./shipping-types";
import type { Point } from "./types";

/** An estimate's price and timings hold this long; it reserves nothing. */
export const ESTIMATE_VALID_MS = 10 * 60_000;
/** Driver found, then driving to the pickup and collecting the parcel (as the shipment plan). */
const TO_PICKUP_MS = ACCEPT_MS + 30_000 + 4 * 60_000;
const AT_PICKUP_MS = 60_000;
const HANDOVER_MS = 60_000;

/** `location` is required (§4): the point to serve, as `lat,lng`. */
function readLocation(text: string | null): Point {
  if (text === null || text === "") throw new SandboxError(400, "location is required: the pickup point as lat,lng, as location=40.4168,-3.7038");
  const [lat, lon, more] = text.split(",").map((s) => Number(s.trim()));
  if (
    more !== undefined ||
    lat === undefined ||
    lon === undefined ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lon) ||
    Math.abs(lat) > 90 ||
    Math.abs(lon) > 180
  ) {
    throw new SandboxError(400, "location must be lat,lng with a latitude from -90 to 90 and a longitude from -180 to 180");
  }
  return { lat, lon };
}

/** GET /v1/shipping_types/available?location=lat,lng: every type where the fleet goes; 404 outside it. */
export function availableShippingTypes(_ctx: Ctx, query: URLSearchParams): Response {
  const at = readLocation(query.get("location"));
  if (!covered(at)) throw new SandboxError(404, "no shipping type is available at that location");
  return json(SHIPPING_TYPES.map(shippingTypeToWire));
}

const place = (l: Point | { address: string }) => ("address" in l ? pointOf({ addr: l.address }) : l);

/** POST /v3/parcels/estimate: a price and timings per parcel, valid for ESTIMATE_VALID_MS. */
export function estimateParcels(ctx: Ctx, body: unknown): Response {
  const req = parseOrThrow(estimateRequest, body);
  const type = shippingTypeById(req.shipping_type_id);
  if (!type) throw new SandboxError(404, `shipping_type_id ${req.shipping_type_id} is not an available shipping type`);
  let start = ctx.now;
  if (req.pickup_time !== undefined) {
    if (type.modality !== "express") throw new SandboxError(400, "pickup_time applies only to the express modality");
    start = Math.max(ctx.now, Date.parse(req.pickup_time) - TO_PICKUP_MS / ctx.clockSpeed);
  }
  const iso = (ms: number) => new Date(start + ms / ctx.clockSpeed).toISOString();
  const deliveries = req.parcels.map((parcel, i) => {
    const from = place(parcel.pickup_location);
    const to = place(parcel.dropoff_location);
    if (!covered(from)) throw new SandboxError(404, `parcels[${i}].pickup_location is outside the area served`);
    if (!covered(to)) throw new SandboxError(404, `parcels[${i}].dropoff_location is outside the area served`);
    const toPickup = TO_PICKUP_MS;
    const toDelivery = toPickup + AT_PICKUP_MS + transitMs(from, to) + HANDOVER_MS;
    return {
      parcels: [parcel],
      estimation: {
        price: { amount: parcelPrice(type, distanceKm(from, to), parcel.weight?.value ?? 0), currency: "EUR" },
        asset_kind: (parcel.weight?.value ?? 0) > 20_000 ? "van" : "car",
        eta_to_pickup: iso(toPickup),
        eta_to_delivery: iso(toDelivery),
      },
    };
  });
  return json({ deliveries, valid_until: new Date(ctx.now + ESTIMATE_VALID_MS).toISOString() });
}
