import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at, created } from "./columns";
// Only read inside references' callbacks: schema.ts, which re-exports this file, has made them by then.
import { users } from "./schema";
import type { SubscriptionView } from "@/lib/parcels/subscription-schemas";

/** A parcel's pickup or drop-off as the desk gave it; sent as exactly one of addr, loc and hub_external_id. */
export type ParcelPlace = {
  /** How it was given: typed address, coordinates, a saved place (sent by its coordinates) or a provider hub. */
  kind: "address" | "coordinates" | "place" | "hub";
  /** What the desk reads: the address, the place's or hub's name, or the coordinates. */
  label: string;
  addr?: string;
  /** Given as coordinates (or a saved place's); else found for the address, or the hub's own location (see locFrom). */
  loc?: { lat: number; lon: number };
  /** Where loc came from when the desk did not give it: found from the address (geocoded), or the hub's location. */
  locFrom?: "address" | "hub";
  hubExternalId?: string;
  contactName: string;
  /** E.164. */
  contactPhone: string | null;
  instr: string | null;
};
export type ParcelDriver = { name: string; phone: string | null; photoUrl: string | null };
export type ParcelAsset = { name: string; color: string | null; regPlate: string | null; kind: string | null };
export type ParcelLocation = { lat: number; lon: number; state: string; at: string };
/** The proof-of-delivery methods the provider confirmed for a parcel, and when they were set. */
export type ParcelProof = { code: boolean; photo: boolean; idCheck: boolean; comment: boolean; at: string };
export type ParcelEstimateView = {
  amount: number;
  currency: string;
  etaToPickup: string | null;
  etaToDelivery: string | null;
  validUntil: string | null;
  at: string;
};

/**
 * Parcels the desk sends. Our row comes first: its id gives the provider's external_id, so a
 * creation whose answer was lost is found again instead of made twice.
 */
export const parcels = pgTable(
  "parcels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Sent as external_id; derived from this row's id. */
    externalId: text("external_id").notNull().unique(),
    /** The provider's parcel id, once it holds the parcel. */
    providerId: text("provider_id").unique(),
    /** Parcels created in one request. */
    batchId: uuid("batch_id").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * Our record's lifecycle. creating: sent, answer not known yet; created: the provider holds it;
     * failed: refused (4xx), may be sent again after a change; deleted: the provider no longer has it.
     */
    status: text("status", { enum: ["creating", "created", "failed", "deleted"] })
      .notNull()
      .default("creating"),
    /** What is sent: "Visitor badge for Ana", "Laptop left at the hotel". */
    description: text("description").notNull(),
    pickup: jsonb("pickup").$type<ParcelPlace>().notNull(),
    dropoff: jsonb("dropoff").$type<ParcelPlace>().notNull(),
    dimensions: jsonb("dimensions").$type<{ height: number; length: number; width: number } | null>(),
    weightGrams: integer("weight_grams"),
    deliveryFrom: at("delivery_from"),
    deliveryTo: at("delivery_to"),
    /** The provider's state as we know it: the furthest seen by the states' order, not the last received. */
    state: text("state"),
    stateAt: at("state_at"),
    /**
     * An operation the provider accepted (202) whose effect its state does not show yet. The page
     * says "requested" until the state moves; it never claims the operation is done.
     */
    requested: text("requested", { enum: ["ship", "cancel", "delete"] }),
    requestedAt: at("requested_at"),
    shippingTypeId: text("shipping_type_id"),
    shippingTypeName: text("shipping_type_name"),
    /** The collection time asked for when shipping (express only); null is as soon as possible. */
    pickupTime: at("pickup_time"),
    estimate: jsonb("estimate").$type<ParcelEstimateView | null>(),
    trackingUrl: text("tracking_url"),
    /** The proof of delivery configured at the provider; null while none was. */
    proof: jsonb("proof").$type<ParcelProof | null>(),
    proofCode: text("proof_code"),
    failureReason: text("failure_reason"),
    driver: jsonb("driver").$type<ParcelDriver | null>(),
    asset: jsonb("asset").$type<ParcelAsset | null>(),
    location: jsonb("location").$type<ParcelLocation | null>(),
    /** The provider's last refusal of an operation on this parcel: what to change. */
    error: jsonb("error").$type<{ status: number; message: string; operation: string; at: string } | null>(),
    /** Reconciliation: the last good read, the next one due, and how many reads in a row found nothing new or failed. */
    readAt: at("read_at"),
    nextCheckAt: at("next_check_at"),
    quietChecks: integer("quiet_checks").notNull().default(0),
    checkError: text("check_error"),
    /** True once the parcel is in a final state (or gone): reconciliation leaves it alone. */
    settled: boolean("settled").notNull().default(false),
    createdAt: created(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("parcels_created_at").on(t.createdAt, t.id),
    // An agent's list: only the parcels they created, newest first.
    index("parcels_created_by").on(t.createdBy, t.createdAt, t.id),
    index("parcels_to_check").on(t.settled, t.nextCheckAt),
    index("parcels_batch").on(t.batchId),
  ],
);

/**
 * A parcel's timeline: one row per state, whoever told us first (a notification, the status or
 * the timeline read). Keyed on parcel and state, so a repeated notification changes nothing.
 */
export const parcelEvents = pgTable(
  "parcel_events",
  {
    parcelId: uuid("parcel_id")
      .notNull()
      .references(() => parcels.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    /** When the provider says the state began. */
    at: at("at").notNull(),
    source: text("source", { enum: ["webhook", "status", "timeline"] }).notNull(),
    receivedAt: at("received_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parcelId, t.state] })],
);

/** Secrets generated once per installation (the logistics webhook's header token). Never shown whole. */
export const installationSecrets = pgTable("installation_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: created(),
});

/**
 * The logistics webhook subscriptions as last read from the provider, one row per hook (no
 * subscription: null), so the admin page reads our database. Headers are stored masked, as the
 * page shows them: the secret is never copied here. Refreshed by an admin's "Read again" and after
 * each change made through Ridedesk.
 */
export const webhookSubscriptions = pgTable("webhook_subscriptions", {
  hook: text("hook").primaryKey(),
  subscription: jsonb("subscription").$type<SubscriptionView>(),
  readAt: at("read_at").notNull(),
});

/**
 * Notifications the webhook receiver has accepted and the inbox job has not applied yet. The
 * receiver only appends here (one multi-row insert for those arriving together), so it answers the
 * provider fast; the job applies them in order and deletes them.
 */
export const parcelInbox = pgTable("parcel_inbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  body: jsonb("body").$type<Record<string, unknown>>().notNull(),
  receivedAt: at("received_at").notNull(),
});
