import type { RideState } from "./ride-state";

/** What the report screens receive: plain data, the same shape on the server and in the browser. */

export type ReportLine = {
  key: string | null;
  name: string | null;
  /** Null when the estimate had no price. */
  currency: string | null;
  /** Rides that count towards spend (not cancelled, not not-found). */
  rides: number;
  /** Estimated spend of those rides, in minor units. */
  estimated: number;
  /** Of those, the rides with the provider's final price, their estimate and their final price. */
  finalRides: number;
  estimatedWithFinal: number;
  final: number;
  /** Rides with a sale (cancelled ones too: a fee is invoiced), and what their sales and rectifications sum to, in the line's currency. */
  invoicedRides: number;
  invoiced: number;
  cancelled: number;
  notFound: number;
  /** Rides whose reason or label an admin corrected. */
  corrected: number;
  /** Rides let through outside the spend rules, marked. */
  outsideRules: number;
};

export type RideView = {
  id: string;
  /** Local time at the pickup, as people read it, and the zone. */
  pickupLocal: string;
  pickupIso: string;
  zone: string;
  riderName: string;
  requester: string;
  agent: string | null;
  route: string;
  currency: string | null;
  estimated: number | null;
  final: number | null;
  /** Put into words where it is shown (ride-state.ts). */
  state: RideState;
  labelSlug: string | null;
  labelName: string | null;
  reason: string | null;
  corrected: boolean;
  /** The spend rules the ride was let through outside of (rule ids of lib/spend/rules.ts). */
  outsideRules: string[];
};

export type LabelOption = { slug: string; name: string; active: boolean };

export type CorrectionHistory = {
  reason: string | null;
  labelSlug: string | null;
  originalReason: string | null;
  originalLabelSlug: string | null;
  history: { id: number; field: "reason" | "label"; oldValue: string | null; newValue: string | null; actorEmail: string | null; at: string }[];
};
