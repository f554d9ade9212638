import { z } from "zod";
import { PARCEL_STATES } from "./types";

/** The logistics API's request schemas (§4), with messages that name the field and the rule. */

export const MAX_PARCELS_PER_REQUEST = 100;

const point = z.strictObject({
  lat: z.number().min(-90, "must be between -90 and 90").max(90, "must be between -90 and 90"),
  lon: z.number().min(-180, "must be between -180 and 180").max(180, "must be between -180 and 180"),
});
const phone = z
  .string()
  .regex(/^\+[1-9]\d{6,14}$/, "must be a phone number in international format, as +34600111222")
  .nullable()
  .optional();
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const whole = z.number().int("must be a whole number").min(0, "must not be negative");
const rfc3339 = z.iso.datetime({ offset: true, error: "must be an RFC 3339 date-time, as 2027-01-12T09:00:00Z" });

const place = {
  loc: point.optional(),
  addr: text(300).min(1, "must not be empty").optional(),
  hub_external_id: text(100).min(1, "must not be empty").optional(),
  instr: text(500).nullable().optional(),
};

export const pickupInfo = z.strictObject({
  contact: z.strictObject({ name: text(100).nullable().optional(), phone }),
  ...place,
  code: z
    .string()
    .regex(/^[A-Za-z0-9]{4,6}$/, "must be 4 to 6 letters or digits")
    .nullable()
    .optional(),
});
export const dropoffInfo = z.strictObject({
  contact: z.strictObject({ name: text(100).optional(), phone }),
  ...place,
});

export const newParcel = z.strictObject({
  external_id: text(100).min(1, "must not be empty").optional(),
  pickup_info: pickupInfo,
  dropoff_info: dropoffInfo,
  dimensions: z
    .strictObject({ height: whole.optional(), length: whole.optional(), width: whole.optional(), unit: z.literal("cm", 'must be "cm"').optional() })
    .optional(),
  weight: z.strictObject({ value: whole.optional(), unit: z.literal("g", 'must be "g"').optional() }).optional(),
  price: z
    .strictObject({
      declared_value: whole.optional(),
      collected_value: whole.optional(),
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/, "must be an ISO 4217 code, as EUR")
        .optional(),
    })
    .optional(),
  delivery_from: rfc3339.optional(),
  delivery_to: rfc3339.optional(),
});
export type NewParcel = z.infer<typeof newParcel>;

export const createParcels = z.strictObject({
  parcels: z
    .array(newParcel, { error: "must be an array of parcels" })
    .min(1, "must have at least 1 parcel")
    .max(MAX_PARCELS_PER_REQUEST, `must have at most ${MAX_PARCELS_PER_REQUEST} parcels`),
});

/** An edit: every field optional, and the places' fields too. */
export const updateParcel = z.strictObject({
  external_id: newParcel.shape.external_id,
  pickup_info: pickupInfo.partial().optional(),
  dropoff_info: dropoffInfo.partial().optional(),
  dimensions: newParcel.shape.dimensions,
  weight: newParcel.shape.weight,
  price: newParcel.shape.price,
  delivery_from: rfc3339.optional(),
  delivery_to: rfc3339.optional(),
});
export type UpdateParcel = z.infer<typeof updateParcel>;

const uuid = z.uuid("must be a parcel id (a UUID)");
export const parcelIds = z.strictObject({
  parcel_ids: z
    .array(uuid, { error: "must be an array of parcel ids" })
    .min(1, "must have at least 1 parcel id")
    .max(MAX_PARCELS_PER_REQUEST, `must have at most ${MAX_PARCELS_PER_REQUEST} parcel ids`),
});

export const shipRequest = z.strictObject({
  parcel_ids: parcelIds.shape.parcel_ids,
  shipping_type_id: z.string().min(1, "must not be empty"),
  pickup_time: rfc3339.optional(),
});

const estimateLocation = z.union([point, z.strictObject({ address: text(300).min(1, "must not be empty") })], {
  error: "must be {lat, lon} or {address}",
});
export const estimateRequest = z.strictObject({
  shipping_type_id: z.string().min(1, "must not be empty"),
  pickup_time: rfc3339.optional(),
  parcels: z
    .array(
      z.strictObject({
        external_id: z.string().optional(),
        pickup_location: estimateLocation,
        dropoff_location: estimateLocation,
        dimensions: newParcel.shape.dimensions,
        weight: newParcel.shape.weight,
      }),
    )
    .min(1, "must have at least 1 parcel")
    .max(MAX_PARCELS_PER_REQUEST, `must have at most ${MAX_PARCELS_PER_REQUEST} parcels`),
});

/**
 * The list filter's own enum (provider-api.md §6.14): the states' names, except five written with
 * underscores there. Exactly those spellings; the status enum's `readytopickup` is refused, as the provider's is.
 */
const FILTER_SPELLING: Partial<Record<(typeof PARCEL_STATES)[number], string>> = {
  readytopickup: "ready_to_pickup",
  onroutetofinalhub: "on_route_to_final_hub",
  receivedonfinalhub: "received_on_final_hub",
  readytodispatch: "ready_to_dispatch",
  onroutetodelivery: "on_route_to_delivery",
};
const BY_FILTER = new Map(PARCEL_STATES.map((state) => [FILTER_SPELLING[state] ?? state, state]));

export function readStateFilter(raw: string): (typeof PARCEL_STATES)[number] | null {
  return BY_FILTER.get(raw) ?? null;
}
