/**
 * The provider's journey states, defined once: the order a ride goes through them, the end states,
 * those that need the desk, and the key of the desk's words for each (lib/i18n/messages/<locale>/states.json).
 * Pure and isomorphic, so the board, the journey page, the guest's page, the refresh job and the SQL
 * conditions agree.
 */

/** The provider's states in the order a ride goes through them. */
export const RIDE_ORDER = ["hire", "hired", "arrived", "pick up", "drop off", "terminated"] as const;
export type RideState = (typeof RIDE_ORDER)[number];

/** States in which a driver is assigned: on the way, waiting, or driving the rider. */
export const WITH_DRIVER_STATES = ["hired", "arrived", "pick up"] as const;
/** States in which a driver is on the way or waiting: cancelling then may cost a fee. */
export const DRIVER_ASSIGNED_STATES = ["hired", "arrived"] as const;
/** States in which the ride can no longer be cancelled from the desk: the rider is aboard, or it is over. */
export const PAST_CANCELLING_STATES = ["pick up", "drop off", "terminated"] as const;
/** States after which the ride is over and completed. */
export const COMPLETED_STATES = ["drop off", "terminated"] as const;

/** A reservation reads "Scheduled" until this close to its pickup, when the search for a driver begins (desk and guest alike). */
export const SEARCH_LEAD_MS = 20 * 60_000;

/** A reservation still waiting for its search to begin: no driver sought yet, its pickup more than SEARCH_LEAD_MS away. */
export const awaitsSearch = (state: string | null, pickupMs: number, nowMs: number) =>
  (state === null || state === "hire") && pickupMs - nowMs > SEARCH_LEAD_MS;

/**
 * Where a ride stands before it is put into anyone's words, decided once for the desk's screens
 * (lib/journeys/describe.ts), the reports (lib/reports/ride-state.ts) and the guest's page
 * (lib/guest-page/view.ts), which each say it to their reader: a reservation whose driver search has
 * not begun, a ride with no state read from the provider yet, or the provider's state.
 * `reservationPickupMs` is a reservation's pickup; null for a ride as soon as possible.
 */
export type RideStanding = { kind: "scheduled" } | { kind: "unread" } | { kind: "state"; state: string };

export function rideStanding(state: string | null, reservationPickupMs: number | null, nowMs: number): RideStanding {
  if (reservationPickupMs !== null && awaitsSearch(state, reservationPickupMs, nowMs)) return { kind: "scheduled" };
  return state === null ? { kind: "unread" } : { kind: "state", state };
}

/** The provider's end states: nothing changes after them but the move to terminated and the totals. */
export const END_STATES: ReadonlySet<string> = new Set(["drop off", "driver cancel", "rider cancel", "no show", "not found"]);

/** End states after which the guest has no ride and someone at the desk must act. */
export const ATTENTION_END_STATES = ["not found", "driver cancel", "no show"] as const;
export type AttentionEndState = (typeof ATTENTION_END_STATES)[number];

export function isAttentionEndState(endState: string | null | undefined): endState is AttentionEndState {
  return (ATTENTION_END_STATES as readonly string[]).includes(endState ?? "");
}

/** "rider cancel", "driver cancel", "operator cancel"... all end the same way for the desk. */
export const isCancelState = (state: string) => state.endsWith("cancel");

/**
 * The key of a state's words in the "states" messages (lib/i18n/messages/<locale>/states.json):
 * `t(\`board.${key}\`)` on the board and journey page, `t(\`timeline.${key}\`)` on a timeline.
 * Null for a state the desk has no words for, which is shown as the provider wrote it.
 */
export type StateWordKey = "hire" | "hired" | "arrived" | "pickUp" | "completed" | "notFound" | "noShow" | "cancelled";
export type TimelineWordKey = StateWordKey | "dropOff" | "terminated";

const KEYS: Record<string, StateWordKey> = {
  hire: "hire",
  hired: "hired",
  arrived: "arrived",
  "pick up": "pickUp",
  "drop off": "completed",
  terminated: "completed",
  "not found": "notFound",
  "no show": "noShow",
};

export function stateWordKey(state: string): StateWordKey | null {
  const s = state.trim().toLowerCase();
  return KEYS[s] ?? (isCancelState(s) ? "cancelled" : null);
}

export function timelineWordKey(state: string): TimelineWordKey | null {
  const s = state.trim().toLowerCase();
  return s === "drop off" ? "dropOff" : s === "terminated" ? "terminated" : stateWordKey(s);
}

export type JourneyStateTone = "active" | "done" | "cancelled" | "unknown";

export function journeyStateTone(state: string): JourneyStateTone {
  const key = stateWordKey(state);
  if (key === "completed") return "done";
  return key === "cancelled" || key === "notFound" || key === "noShow" ? "cancelled" : "active";
}
