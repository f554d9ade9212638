import "server-only";
import { z } from "zod";

/** The logistics API's answers (§4) as the app relies on them. Unknown fields are dropped, not refused. */

export { PARCEL_STATES, stateFilterName, type ParcelState } from "@/lib/parcel-states";
/** A state the provider may add later is kept as its text rather than refusing the answer. */
export const parcelState = z.string().min(1);

export const point = z.object({ lat: z.number(), lon: z.number() });
export type Point = z.infer<typeof point>;

const place = z.object({
  contact: z.object({ name: z.string().nullish(), phone: z.string().nullish() }).partial().default({}),
  loc: point.optional(),
  addr: z.string().optional(),
  hub_external_id: z.string().optional(),
  instr: z.string().nullish(),
  code: z.string().nullish(),
});

export const parcel = z.object({
  id: z.string().min(1),
  external_id: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  pickup_info: place.optional(),
  dropoff_info: place.optional(),
  dimensions: z.object({ height: z.number(), length: z.number(), width: z.number(), unit: z.string() }).partial().optional(),
  weight: z.object({ value: z.number(), unit: z.string() }).partial().optional(),
  price: z.object({ declared_value: z.number(), collected_value: z.number(), currency: z.string() }).partial().optional(),
  delivery_from: z.string().optional(),
  delivery_to: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Parcel = z.infer<typeof parcel>;

export const parcelsCreated = z.object({ parcels: z.array(parcel) });
/** A 409's body: the seed's carries the parcels that exist; the public spec's has none. */
export const parcelsConflict = z.object({ parcels: z.array(parcel) });

export const paginatedParcels = z.object({
  parcels: z.array(parcel),
  page: z.number().int(),
  page_size: z.number().int().optional(),
  more_pages: z.boolean(),
});
export type PaginatedParcels = z.infer<typeof paginatedParcels>;

export const parcelStatus = z.object({
  id: z.string(),
  external_id: z.string().nullish(),
  state: parcelState,
  failure_reason: z.string().nullish(),
  delivery_attempt: z
    .object({ fail_reason: z.string().nullish(), address: z.string().nullish(), feedback: z.string().nullish(), support_ticket: z.string().nullish() })
    .partial()
    .nullish(),
  tracking: z
    .object({
      eta_to_accept: z.number().nullish(),
      location: point.nullish(),
      tracking_url: z.string().optional(),
    })
    .partial()
    .nullish(),
  asset: z.object({ reg_plate: z.string().nullish(), name: z.string(), color: z.string(), asset_kind: z.string() }).nullish(),
  driver: z.object({ name: z.string(), phone: z.string(), photo_url: z.string().optional() }).nullish(),
  pickup_failed: z.object({ reason: z.string(), failed_at: z.string(), driver_comments: z.string().optional() }).nullish(),
  shipping_type: z.object({ id: z.string(), name: z.string(), modality: z.string() }).nullish(),
});
export type ParcelStatus = z.infer<typeof parcelStatus>;

export const parcelTimeline = z.object({
  id: z.string(),
  external_id: z.string().nullish(),
  timeline: z.array(z.object({ state: parcelState, state_updated_at: z.string() })),
});
export type ParcelTimeline = z.infer<typeof parcelTimeline>;

export const shipResponse = z.object({
  shipping_type_id: z.string().optional(),
  parcels: z.array(z.object({ id: z.string(), tracking_url: z.string().optional() })),
});
export type ShipResponse = z.infer<typeof shipResponse>;

export const shippingType = z.object({ id: z.string(), name: z.string(), description: z.string().default(""), modality: z.string() });
export type ShippingType = z.infer<typeof shippingType>;

const estimateLocation = z.union([point, z.object({ address: z.string() })]);
export const estimateResponse = z.object({
  deliveries: z.array(
    z.object({
      parcels: z
        .array(z.object({ external_id: z.string().optional(), pickup_location: estimateLocation, dropoff_location: estimateLocation }).partial())
        .optional(),
      estimation: z.object({
        price: z.object({ amount: z.number().int(), currency: z.string() }),
        asset_kind: z.string().optional(),
        eta_to_pickup: z.string().optional(),
        eta_to_delivery: z.string().optional(),
      }),
    }),
  ),
  /** The sandbox says until when the estimate holds; the spec only says "a limited time". */
  valid_until: z.string().optional(),
});
export type ParcelEstimate = z.infer<typeof estimateResponse>;

/** One of the account's hubs (GET /v1/hubs, ClientHub): a place parcels are picked up by external_id. */
export const clientHub = z.object({
  hub_id: z.string().optional(),
  external_id: z.string().min(1),
  address: z.string().default(""),
  location: point.nullish(),
  instructions: z.string().nullish(),
  contact: z.object({ name: z.string().nullish(), phone: z.string().nullish() }).partial().nullish(),
});
export type ClientHub = z.infer<typeof clientHub>;
export const clientHubs = z.object({ client_hubs: z.array(clientHub) });

const proofMethod = z.object({ active: z.boolean() });
/** A parcel's proof-of-delivery configuration: all four methods, each active or not (§4). */
export const proofConfiguration = z.object({
  parcel_id: z.string().optional(),
  delivered_proofs: z.object({
    code_proof: proofMethod.extend({ code: z.string().nullish(), hashed_code: z.string().nullish() }),
    ic_proof: proofMethod,
    photo_proof: proofMethod,
    comment_proof: proofMethod,
  }),
});
export type ProofConfiguration = z.infer<typeof proofConfiguration>;

export const HOOKS = ["parcel", "parcelLocation", "proofCodeGenerated"] as const;
export type Hook = (typeof HOOKS)[number];

const header = z.object({ name: z.string(), value: z.string() });
export const webhook = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  hook: z.string(),
  callback_url: z.string(),
  headers: z
    .array(header)
    .nullish()
    .transform((v) => v ?? []),
  timeout: z.number().nullish(),
});
export type Webhook = z.infer<typeof webhook>;
export const webhookList = z.object({ subscriptions: z.array(webhook) });
