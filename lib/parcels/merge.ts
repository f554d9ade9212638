import type { ParcelAsset, ParcelDriver, ParcelLocation } from "@/lib/db/schema";
import { isAdvance, isFinalParcelState, rankOf } from "@/lib/parcel-states";

/**
 * What the provider told us about a parcel, from a notification, its status or its timeline.
 * Absent fields say nothing; they never erase what we hold.
 */
export type ParcelFacts = {
  /** States with when they began: one from a notification or the status, all from the timeline. */
  states?: { state: string; at: Date }[];
  driver?: ParcelDriver | null;
  asset?: ParcelAsset | null;
  trackingUrl?: string;
  location?: ParcelLocation;
  proofCode?: string;
  failureReason?: string | null;
};

/** The part of our parcel record the facts may change. */
export type ParcelHeld = {
  state: string | null;
  stateAt: Date | null;
  requested: "ship" | "cancel" | "delete" | null;
  settled: boolean;
  proofCode: string | null;
  trackingUrl: string | null;
};

export type ParcelPatch = Partial<{
  state: string;
  stateAt: Date;
  requested: null;
  requestedAt: null;
  driver: ParcelDriver | null;
  asset: ParcelAsset | null;
  trackingUrl: string;
  location: ParcelLocation;
  proofCode: string;
  failureReason: string | null;
  error: null;
}>;

/** Whether a requested operation shows in the state: a shipment once past ready, a cancellation at an end. */
export function requestSettledBy(requested: ParcelHeld["requested"], state: string) {
  if (requested === "ship") return rankOf(state) > rankOf("ready");
  if (requested === "cancel") return isFinalParcelState(state);
  return false;
}

/**
 * The change the facts make to a parcel: the furthest state by the states' order (a late
 * "delivering" never undoes "delivered"), a request cleared once the state shows it, and details
 * taken while the parcel is under way. Applying the same facts twice changes nothing the second time.
 */
export function mergeFacts(held: ParcelHeld, facts: ParcelFacts): { patch: ParcelPatch; advanced: boolean } {
  const patch: ParcelPatch = {};
  let state = held.state;
  for (const s of [...(facts.states ?? [])].sort((a, b) => rankOf(a.state) - rankOf(b.state) || a.at.getTime() - b.at.getTime())) {
    if (isAdvance(state, s.state)) {
      state = s.state;
      patch.state = s.state;
      patch.stateAt = s.at;
    }
  }
  const advanced = patch.state !== undefined;
  if (advanced && held.requested && requestSettledBy(held.requested, state!)) {
    patch.requested = null;
    patch.requestedAt = null;
  }
  if (advanced) patch.error = null;
  // Details describe the delivery under way; once it has ended they no longer change.
  const open = !held.settled && !isFinalParcelState(held.state);
  if (open && facts.driver !== undefined && (facts.driver !== null || advanced)) patch.driver = facts.driver;
  if (open && facts.asset !== undefined && (facts.asset !== null || advanced)) patch.asset = facts.asset;
  if (open && facts.location && !isFinalParcelState(state)) patch.location = facts.location;
  if (facts.failureReason !== undefined && (advanced || facts.failureReason !== null)) patch.failureReason = facts.failureReason;
  if (facts.trackingUrl && facts.trackingUrl !== held.trackingUrl) patch.trackingUrl = facts.trackingUrl;
  if (facts.proofCode && facts.proofCode !== held.proofCode) patch.proofCode = facts.proofCode;
  return { patch, advanced };
}
