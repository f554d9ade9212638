import type { LatLng } from "./geo";
import type { LogisticsState } from "./logistics/types";
import type { TwilioState } from "./twilio/types";
import type { JourneyRequest } from "./validate";

/** Everything the sandbox remembers. Plain JSON, so it can be written to disk as it is. */

export type Company = {
  name: string;
  labels_enabled: boolean;
  label_required: boolean;
  reason_required: boolean;
  own_fleet: boolean;
};

export type User = {
  id: string;
  email: string;
  name: string;
  surname: string;
  mobile_cc: string;
  mobile_num: string;
  locale: string;
  can_order_for_others: boolean;
  employee_code: string;
  state: "active" | "pending" | "disabled";
};

export type Label = {
  id: string;
  client_id: string;
  slug: string;
  name: string;
  description: string;
  active: boolean;
};

export type TokenRecord = {
  client_id: string;
  expires_at: number;
  revoked: boolean;
};

export type RefreshRecord = { client_id: string; used: boolean; expires_at: number };

export type EstimateRecord = {
  id: string;
  client_id: string;
  created_at: number;
  requester_id: string;
  start_at: string | null;
  stops: LatLng[];
  products: { id: string; slug: string; amount: number; currency: string; eta_s: number }[];
  distance_m: number;
  duration_s: number;
};

export type JourneyRecord = {
  id: string;
  code: string;
  client_id: string;
  created_at: number;
  /** When the driver search starts: creation for ASAP, shortly before the start for a reservation. */
  search_from: number;
  start_type: "asap" | "reserved";
  start_at_local: string | null;
  zone: string;
  requester_id: string;
  product_id: string;
  product_name: string;
  price: { amount: number; currency: string };
  distance_m: number;
  duration_s: number;
  eta_s: number;
  driver_index: number;
  /** The request body as received, stops, rider and all. */
  request: JourneyRequest;
  cancelled_at: number | null;
  /** How the current search is to end: decided from the outcome shares at creation, or forced. */
  outcome: "drop off" | "not found" | "driver cancel" | "no show";
  /** When a forced outcome took effect at once, its natural point being past; null for that point. */
  outcome_at: number | null;
  /** The states of earlier searches, each ended in "not found" before keep_searching; oldest first. */
  /** From drop off to terminated, when the sale is made, at clock speed 1: as set when it was booked; absent, 10 minutes. */
  close_after_ms?: number;
  earlier: {
    state: "hire" | "hired" | "arrived" | "pick up" | "drop off" | "terminated" | "rider cancel" | "not found" | "driver cancel" | "no show";
    at: number;
  }[];
};

/** A sale as the provider's sales endpoints answer it (provider-api.md §2.10). */
export type WireSale = {
  code: string;
  currency: string;
  invoice_date: string;
  price_details: { total: number; discount: number; tax_rate: number; tax_type: string };
  concept:
    | { type: "journey"; type_object: Record<string, unknown> & { id: string; charge_code: string; country: string; region: string } }
    | { type: "rectification"; type_object: { description: string; rectified_sale_id: string } };
};

/** A sale and what the sandbox needs to find it; kept by code. */
export type SaleRecord = {
  code: string;
  client_id: string;
  /** The sale belongs to the requester, who is not necessarily the rider. */
  requester_id: string;
  /** The journey it bills; a rectification's is the rectified sale's. Not always a journey the sandbox booked. */
  journey_id: string;
  /** The order sales were made in, which lists follow, so a page read earlier does not shift. */
  seq: number;
  sale: WireSale;
};

/** The share of new journeys that end in each outcome other than a drop off, 0..1 each. */
export type OutcomeShares = { "not found": number; "driver cancel": number; "no show": number };

/** `id` orders the log and names each entry in the journal; `bytes` counts its body toward the log's bound. */
export type RecordedRequest = { id: number; at: number; method: string; path: string; body: unknown; bytes: number };

export type FaultSettings = {
  latencyMs: number;
  rate429: number;
  rate5xx: number;
  retryAfterSeconds: number;
  /** Statuses to answer the next API calls with, in order, before any other rule. */
  next: number[];
  /** Statuses to answer the next API calls with after they have taken effect, as when an answer is lost. */
  nextAfterEffect: number[];
  /**
   * Milliseconds to hold the answers to the next API calls once they have taken effect (and been saved),
   * as a provider slow to answer: the client may die waiting. Absent in state saved before it existed.
   */
  nextHeldMs?: number[];
  /**
   * The one kind of call `next`, `nextAfterEffect` and `nextHeldMs` are for, as "POST /api/v4/journey" (or a path
   * alone, for any method); null for every call. Other calls, such as background reads, pass untouched.
   */
  nextFor: string | null;
};

export type SandboxState = {
  /** The shape's version; older saved state is brought up to date by ./migrations. */
  version: number;
  company: Company;
  users: User[];
  labels: Label[];
  tokens: Record<string, TokenRecord>;
  refresh_tokens: Record<string, RefreshRecord>;
  estimates: EstimateRecord[];
  journeys: JourneyRecord[];
  /** The last journey and estimate requests received, newest last, for tests and support. */
  requests: RecordedRequest[];
  faults: FaultSettings;
  /** The logistics API's parcels, webhook subscriptions, outgoing notifications and settings. */
  parcels: LogisticsState["parcels"];
  webhooks: LogisticsState["webhooks"];
  outbox: LogisticsState["outbox"];
  logistics: LogisticsState["logistics"];
  outcome_shares: OutcomeShares;
  /** The company's sales by code: a journey's, made as it becomes terminated, rectifications, and rides booked elsewhere. */
  sales: Record<string, SaleRecord>;
  /** How long after a drop off new journeys become terminated and get their sale (10 minutes, as the provider's sandbox). */
  sales_settings: { close_after_ms: number };
  /** The Twilio Messaging API's messages, their pending status callbacks, opt-outs and settings. */
  messages: TwilioState["messages"];
  message_callbacks: TwilioState["message_callbacks"];
  twilio: TwilioState["twilio"];
  counters: {
    /** Every request to the token endpoint, faulted ones included. */
    token_requests: number;
    /** Every request to the ride API (/api/…), faulted ones included; absent in state saved before it was counted. */
    api_requests?: number;
    /** Tokens issued, by grant type. */
    grants: { client_credentials: number; refresh_token: number };
  };
};
