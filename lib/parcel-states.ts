/**
 * The logistics API's parcel states in the order a parcel moves through them. Notifications come
 * duplicated and out of order (a delivered before its delivering), so a parcel keeps the furthest
 * state seen by this order, never simply the last one received. Isomorphic: pages use the words.
 */

/** The states as the logistics API spells them (§4); the provider client asks for parcels in these. */
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

/** The list filter (GET /v1/parcels?states=) spells five states with underscores (provider-api.md §6.14). */
const FILTER_SPELLING: Partial<Record<ParcelState, string>> = {
  readytopickup: "ready_to_pickup",
  onroutetofinalhub: "on_route_to_final_hub",
  receivedonfinalhub: "received_on_final_hub",
  readytodispatch: "ready_to_dispatch",
  onroutetodelivery: "on_route_to_delivery",
};

/** A state as the list filter names it. */
export const stateFilterName = (state: string): string => FILTER_SPELLING[state as ParcelState] ?? state;

/** How far along each state is. Every final state ranks highest: the first final state seen stands. */
const RANK: Record<ParcelState, number> = {
  ready: 0,
  readytopickup: 5,
  qualifiedforpickup: 10,
  onroutetopickup: 20,
  pickingup: 30,
  intransit: 40,
  onroutetofinalhub: 42,
  receivedonfinalhub: 44,
  readytodispatch: 46,
  onroutetodelivery: 48,
  delivering: 50,
  incident: 55,
  onroutetoreturn: 60,
  returning: 62,
  delivered: 100,
  returned: 100,
  pickupfailed: 100,
  requestercancel: 100,
  internalcancel: 100,
  undelivered: 100,
  returnrejected: 100,
};

/** States after which nothing more happens to a parcel: reconciliation stops reading it. */
export const FINAL_PARCEL_STATES: ReadonlySet<string> = new Set(PARCEL_STATES.filter((s) => RANK[s] === 100));

/** Before pickup, where the provider still accepts a cancellation (§4). */
export const CANCELLABLE_PARCEL_STATES: ReadonlySet<string> = new Set(["qualifiedforpickup", "onroutetopickup", "pickingup"]);

/** A state the provider adds later ranks just above ready: known to have moved, never above a known state. */
export const rankOf = (state: string) => (RANK as Record<string, number>)[state] ?? 1;

export const isFinalParcelState = (state: string | null | undefined) => state != null && FINAL_PARCEL_STATES.has(state);

/** Whether a state just heard of moves the parcel on from what we hold. Repeats and stragglers do not. */
export function isAdvance(current: string | null | undefined, incoming: string): boolean {
  if (current == null) return true;
  if (isFinalParcelState(current)) return false;
  return rankOf(incoming) > rankOf(current);
}

/** The timeline's step for a parcel the provider no longer has: ours, not one of the provider's states. */
export const DELETED_EVENT = "deleted";

/**
 * Whether the desk has words for a state: `status.<state>` in the "parcels" messages
 * (lib/i18n/messages/<locale>/parcels.json). An unknown one is shown as the provider spells it.
 */
export const isKnownParcelState = (state: string): state is ParcelState => Object.hasOwn(RANK, state);

/** How a state reads at a glance: under way, done, or gone wrong. */
export function parcelStateTone(state: string | null): "neutral" | "active" | "done" | "problem" {
  if (state == null || state === "ready") return "neutral";
  if (state === "delivered") return "done";
  if (
    ["returned", "pickupfailed", "requestercancel", "internalcancel", "undelivered", "returnrejected", "incident", "returning", "onroutetoreturn"].includes(
      state,
    )
  )
    return "problem";
  return "active";
}
