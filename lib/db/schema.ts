import { sql } from "drizzle-orm";
import { bigserial, boolean, doublePrecision, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ROLES, type Role } from "@/lib/roles";
import { BOOKING_STATUSES } from "@/lib/booking-status";
import type { PresetReason } from "@/lib/policy/rules";
import type { Breach } from "@/lib/spend/rules";
import type { GuestChannel } from "@/lib/channels";
import { at, created } from "./columns";
import type { GuestMeetingPoint, JourneyDriver, JourneyTotals, JourneyVehicle, JourneyWaypoint } from "@/lib/journeys/types";

export const role = pgEnum("role", ROLES);
export type { Role };

/** People who sign in to Ridedesk: travel desk agents and admins. */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Always stored lower-case. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  /** Null for people who sign in only with SSO, and for invitations not yet accepted. */
  passwordHash: text("password_hash"),
  role: role("role").notNull().default("agent"),
  active: boolean("active").notNull().default(true),
  /** Raised to end every session of the user (deactivation, password or role change). */
  sessionVersion: integer("session_version").notNull().default(1),
  failedSignIns: integer("failed_sign_ins").notNull().default(0),
  lastFailedAt: at("last_failed_at"),
  lockedUntil: at("locked_until"),
  ssoSubject: text("sso_subject").unique(),
  lastSignInAt: at("last_sign_in_at"),
  /** The desk's language this user chose (en, es, pt); null follows the browser, then the company. */
  locale: text("locale"),
  createdAt: created(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * Failed password sign-ins, counted per account and client address (both set), per address
 * (email "") and per account (address ""). Emails are counted whether or not they have an account.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    /** Lower-case, as typed; "" for the row of an address alone. */
    email: text("email").notNull(),
    /** The client address (an IPv6 client by its /64); "" for the row of an account alone. */
    address: text("address").notNull(),
    failures: integer("failures").notNull(),
    lastFailedAt: at("last_failed_at").notNull(),
    lockedUntil: at("locked_until"),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] }), index("sign_in_failures_last_failed_at").on(t.lastFailedAt)],
);

/**
 * Sessions ended by signing out before their cookie expires. A row is kept until no cookie of
 * that session could still be valid, then pruned.
 */
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("revoked_sessions_expires_at").on(t.expiresAt)],
);

/** One-time links to set a password: invitations and resets. Only a hash of the token is kept. */
export const passwordTokens = pgTable("password_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: ["invite", "reset"] }).notNull(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: created(),
});

/** Company users at the provider, on whose behalf bookings are made. Synced from GET /api/v4/users. */
export const requesters = pgTable("requesters", {
  /** The provider's user id: 32 lower-case hex. */
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  surname: text("surname").notNull().default(""),
  mobileCc: text("mobile_cc"),
  mobileNum: text("mobile_num"),
  locale: text("locale"),
  /** False once the provider no longer lists the user as active. */
  active: boolean("active").notNull().default(true),
  syncedAt: at("synced_at").notNull().defaultNow(),
});

/** Which requesters an agent may book as, and which one is their default. */
export const agentRequesters = pgTable(
  "agent_requesters",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requesterId: text("requester_id")
      .notNull()
      .references(() => requesters.id, { onDelete: "cascade" }),
    isDefault: boolean("is_default").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.requesterId] }),
    uniqueIndex("agent_requesters_one_default")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Who did what, and when. Written by the app, never edited. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: at("at").notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so the record stays readable if the user goes. */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("audit_log_at").on(t.at), index("audit_log_action_at").on(t.action, t.at), index("audit_log_actor_at").on(t.actorId, t.at)],
);

/**
 * One row per booking intent. The intent id comes from the form, so a double click, a resubmit
 * or a replay finds the same row instead of creating a second journey at the provider.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    intentId: uuid("intent_id").notNull().unique(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** lib/booking-status.ts says what each means. */
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    requesterId: text("requester_id").notNull(),
    riderName: text("rider_name").notNull(),
    riderLocale: text("rider_locale"),
    journeyId: text("journey_id").unique(),
    publicUrl: text("public_url"),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    priceAmount: integer("price_amount"),
    priceCurrency: text("price_currency"),
    /** The provider's start_at (local time at the pickup); null for as soon as possible. */
    startAt: text("start_at"),
    zone: text("zone"),
    pickupLabel: text("pickup_label").notNull(),
    destinationLabel: text("destination_label").notNull(),
    stopCount: integer("stop_count").notNull(),
    labelSlug: text("label_slug"),
    reason: text("reason"),
    /** Everything sent to the provider, as sent. */
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    error: jsonb("error").$type<{ status: number; message: string | null; field: string | null } | null>(),
    // The journey as last read from the provider, kept fresh by the journey refresh job.
    /** The provider's current_state ("hire", "hired", "pick up", "terminated"...); null until first read. */
    journeyState: text("journey_state"),
    endState: text("end_state"),
    finished: boolean("finished").notNull().default(false),
    /** When each state was first seen, ISO 8601 by state name. */
    stateTimes: jsonb("state_times").$type<Record<string, string>>().notNull().default({}),
    driver: jsonb("driver").$type<JourneyDriver | null>(),
    vehicle: jsonb("vehicle").$type<JourneyVehicle | null>(),
    /** The driver's path so far, newest last, from the live state's waypoints. */
    waypoints: jsonb("waypoints").$type<JourneyWaypoint[] | null>(),
    /** The provider's final price, once it has one (after terminated). */
    totals: jsonb("totals").$type<JourneyTotals | null>(),
    /** The last successful read of the journey. */
    journeyReadAt: at("journey_read_at"),
    /** The last attempt, and why it failed when it did. */
    journeyCheckedAt: at("journey_checked_at"),
    journeyReadError: text("journey_read_error"),
    /** True once nothing more will change at the provider: the refresh job leaves it alone. */
    journeySettled: boolean("journey_settled").notNull().default(false),
    /** When the ride starts, in UTC: the booking time for as soon as possible, else the reservation. For sorting and paging. */
    pickupAt: at("pickup_at").notNull().defaultNow(),
    /** A guest's mobile in E.164, for searching; null when the rider is a company user. */
    riderPhone: text("rider_phone"),
    /** The secret of the guest's page (/r/[token]): 192 random bits, base64url. */
    guestToken: text("guest_token").unique(),
    /**
     * The pickup's meeting point as the hub lookup described it at booking (titles, photos,
     * steps), so the guest's page shows it from our database without asking the provider.
     */
    guestMeetingPoint: jsonb("guest_meeting_point").$type<GuestMeetingPoint | null>(),
    /** A booking made again from this one (rebook or return trip). */
    rebookOf: uuid("rebook_of"),
    /** How the guest is told about the ride, as the agent chose at booking; empty for none. */
    messageChannels: jsonb("message_channels").$type<GuestChannel[]>().notNull().default([]),
    /** The guest's email, for email messages; null when none was given. */
    guestEmail: text("guest_email"),
    /** The event (spreadsheet) this ride was booked from, and its group there; null for rides booked one by one. */
    eventBatchId: uuid("event_batch_id"),
    eventGroup: text("event_group"),
    /**
     * A problem that needed the desk (not found, driver cancel, no show, uncertain) and was dealt
     * with: how ("kept searching", "rebooked", "not booked", "linked", "noted"), by whom and when.
     */
    attentionResolvedAt: at("attention_resolved_at"),
    attentionResolvedBy: uuid("attention_resolved_by").references(() => users.id, { onDelete: "set null" }),
    attentionResolution: text("attention_resolution"),
    /** Reason and label as reports count them: as sent, unless an admin corrected them (booking_corrections). */
    reportReason: text("report_reason"),
    reportLabelSlug: text("report_label_slug"),
    /** Spend rules the ride broke and was allowed through anyway, marked for reports. */
    policyFlags: jsonb("policy_flags").$type<Breach[]>().notNull().default([]),
    /** A ride the guest calls when ready: the window they may call it in; null for every other ride. */
    readyFrom: at("ready_from"),
    readyUntil: at("ready_until"),
    /** How far from its planned pickup the guest may be picked up where they are, in metres (the policy's when booked); null: at the planned pickup only. */
    readyRadiusM: integer("ready_radius_m"),
    createdAt: created(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("bookings_created_at").on(t.createdAt),
    index("bookings_created_by").on(t.createdBy, t.createdAt),
    index("bookings_to_refresh").on(t.journeySettled, t.status),
    index("bookings_pickup_at").on(t.pickupAt, t.id),
    index("bookings_requester_pickup_at").on(t.requesterId, t.pickupAt),
    index("bookings_event_batch").on(t.eventBatchId, t.eventGroup),
    // The window sweep finds the rides still waiting for their guest by when their window closes.
    index("bookings_ready_until").on(t.status, t.readyUntil),
  ],
);

/** Corrections of a past booking's reason or label, in our records only; the provider keeps what was sent. */
export const bookingCorrections = pgTable(
  "booking_corrections",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    field: text("field", { enum: ["reason", "label"] }).notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [index("booking_corrections_booking").on(t.bookingId, t.at)],
);

/** The company's booking rules, one row (id 1); absent until an admin first saves them. */
export const companyPolicy = pgTable("company_policy", {
  id: integer("id").primaryKey().default(1),
  labelsEnabled: boolean("labels_enabled").notNull(),
  labelRequired: boolean("label_required").notNull(),
  reasonRequired: boolean("reason_required").notNull(),
  reasons: jsonb("reasons").$type<PresetReason[]>().notNull().default([]),
  ownFleet: boolean("own_fleet").notNull(),
  /** How much an event's ride may cost more than the price the agent confirmed before it waits for the agent, in percent. */
  priceTolerancePct: integer("price_tolerance_pct").notNull().default(10),
  /** How far from the planned pickup a guest calling their car may be picked up where they are, in metres; 0: never. */
  guestRadiusM: integer("guest_radius_m").notNull().default(0),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** The company's labels (cost centres) as last read from the provider, which owns them. */
export const labels = pgTable(
  "labels",
  {
    slug: text("slug").primaryKey(),
    /** The provider's label id (UUID). */
    id: text("id").notNull().unique(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    syncedAt: at("synced_at").notNull().defaultNow(),
  },
  (t) => [index("labels_active_name").on(t.active, t.name)],
);

/** Guests the desk books for again and again. */
export const savedGuests = pgTable(
  "saved_guests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    mobileE164: text("mobile_e164").notNull(),
    email: text("email"),
    locale: text("locale"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
  },
  (t) => [uniqueIndex("saved_guests_name_mobile").on(t.name, t.mobileE164)],
);

/** Places the desk uses again and again: offices, hotels, the airport. */
export const savedPlaces = pgTable("saved_places", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  addr: text("addr"),
  num: text("num"),
  city: text("city"),
  postalCode: text("postal_code"),
  country: text("country"),
  instr: text("instr"),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: created(),
});

// Parcels, guests' messages and the desk's alerts, and events booked from a spreadsheet, have files of their own.
export * from "./schema-parcels";
export * from "./schema-notifications";
export * from "./schema-messaging";
export * from "./schema-alerts";
export * from "./schema-events";
export * from "./schema-spend";
export * from "./schema-sales";
export * from "./schema-series";
