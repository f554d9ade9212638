/** The logistics API's saved state. Plain JSON, kept in its own area of the sandbox's store. */

export const PARCEL_STATES = [
  "ready",
  "qualifiedforpickup",
  "onroutetopickup",
  "pickingup",
  "intransit",
  "delivering",
  "delivered",
  "returning",
  "returned",
  "incident",
  "requestercancel",
  "internalcancel",
  "pickupfailed",
  "readytopickup",
  "onroutetofinalhub",
  "receivedonfinalhub",
  "readytodispatch",
  "onroutetodelivery",
  "undelivered",
  "onroutetoreturn",
  "returnrejected",
] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];

export const HOOKS = ["parcel", "parcelLocation", "proofCodeGenerated"] as const;
export type Hook = (typeof HOOKS)[number];

/** How a shipped parcel's delivery ends; forced per parcel through the control surface, or drawn by share. */
export const OUTCOMES = ["delivered", "pickupfailed", "returned"] as const;
export type Outcome = (typeof OUTCOMES)[number];

export type Point = { lat: number; lon: number };

/** The parcel as the client described it (the spec's NewParcel, external_id aside). */
export type ParcelFields = {
  pickup_info: Record<string, unknown> & { contact: Record<string, unknown>; loc?: Point; addr?: string; hub_external_id?: string };
  dropoff_info: Record<string, unknown> & { contact: Record<string, unknown>; loc?: Point; addr?: string; hub_external_id?: string };
  dimensions?: Record<string, unknown>;
  weight?: Record<string, unknown>;
  price?: Record<string, unknown>;
  delivery_from?: string;
  delivery_to?: string;
};

/** One state the parcel reaches, at a time on the sandbox's clock; planned ahead once shipped. */
export type ParcelEvent = { state: ParcelState; at: number };

export type ParcelRecord = {
  id: string;
  client_id: string;
  external_id: string | null;
  created_at: number;
  updated_at: number;
  fields: ParcelFields;
  /** Every state reached and, once shipped, those still to come; the current state is the last one due. */
  events: ParcelEvent[];
  shipping_type_id: string | null;
  /** The outcome forced through the control surface for the next shipment, if any. */
  forced_outcome: Outcome | null;
  /** When a requested deletion takes effect; the parcel answers 404 from then on. */
  deleted_at: number | null;
  driver_index: number;
  /** The proof-of-delivery code: generated for a shipment only when a code proof without hashed_code is configured. */
  proof_code: string | null;
  /** The proof-of-delivery methods configured; null (or absent, in state saved before them) when none were. */
  proof?: ProofConfig | null;
};

/** What POST /v1/parcels/{id}/proof_configuration set: a method left out is inactive (§4). */
export type ProofConfig = { code: boolean; hashed_code: string | null; ic: boolean; photo: boolean; comment: boolean };

export type WebhookRecord = {
  id: number;
  client_id: string;
  hook: Hook;
  callback_url: string;
  headers: { name: string; value: string }[];
  /** Milliseconds to wait for the endpoint's answer. */
  timeout: number;
  created_at: number;
};

/** A notification waiting to be sent, or sent again after a failure. */
export type OutboxEvent = {
  id: string;
  client_id: string;
  hook: Hook;
  parcel_id: string;
  /** The state and plan time the notification is about; a stale one (the plan changed) is never sent. */
  state: ParcelState;
  at: number;
  /** When it is first due, and when it is next tried. */
  due: number;
  next_at: number;
  attempts: number;
  /** Extra fields for its payload: the location or the proof code. */
  extra?: Record<string, unknown>;
};

export type LogisticsSettings = {
  /** Share (0 to 1) of shipped parcels whose pickup fails. */
  failureShare: number;
  /** Share (0 to 1) of shipped parcels that cannot be delivered and go back to the sender. */
  returnShare: number;
  /** Share (0 to 1) of notifications sent twice. */
  duplicateRate: number;
  /** Share (0 to 1) of state notifications sent before the one that preceded them. */
  reorderRate: number;
  /** Share (0 to 1) of notifications lost: never sent at all. */
  dropRate: number;
  /** First wait after a failed delivery; doubled for each further failure, up to the cap. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long after it was first due an undeliverable notification is given up for good. */
  expiryMs: number;
  /** The endpoint's answer is awaited this long when the subscription sets no timeout. */
  defaultTimeoutMs: number;
  /** Sandbox seconds between driver location updates while the driver moves. */
  locationEverySeconds: number;
};

export type LogisticsCounters = {
  /** Notifications answered 2xx/3xx, failed attempts, given up after the expiry, lost by design, and duplicated. */
  delivered: number;
  failedAttempts: number;
  expired: number;
  dropped: number;
  duplicated: number;
  /** Due while no subscription existed for their hook. */
  unsubscribed: number;
};

export type LogisticsState = {
  /** Parcels by id. */
  parcels: Record<string, ParcelRecord>;
  /** Subscriptions by "client_id hook": one per hook and account. */
  webhooks: Record<string, WebhookRecord>;
  /** Notifications not yet delivered, by id. */
  outbox: Record<string, OutboxEvent>;
  logistics: { settings: LogisticsSettings; counters: LogisticsCounters; seq: number };
};

export const DEFAULT_LOGISTICS_SETTINGS: LogisticsSettings = {
  failureShare: 0,
  returnShare: 0,
  duplicateRate: 0,
  reorderRate: 0,
  dropRate: 0,
  retryBaseMs: 1000,
  retryMaxMs: 5 * 60_000,
  expiryMs: 60 * 60_000,
  defaultTimeoutMs: 5000,
  locationEverySeconds: 30,
};

export function initialLogistics(): LogisticsState {
  return {
    parcels: {},
    webhooks: {},
    outbox: {},
    logistics: {
      settings: { ...DEFAULT_LOGISTICS_SETTINGS },
      counters: { delivered: 0, failedAttempts: 0, expired: 0, dropped: 0, duplicated: 0, unsubscribed: 0 },
      seq: 0,
    },
  };
}
