/**
 * The provider's journey states, defined once: the order a ride goes through them, the end states,
 * those that need the desk, and the desk's English words for each. Pure and isomorphic, so the
 * board, the journey page, the guest's page, the refresh job and the SQL conditions agree.
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

/** The desk's words for each state. */
const WORDS = new Map<string, string>([
  ["hire", "Looking for a driver"],
  ["hired", "Driver on the way"],
  ["arrived", "Driver has arrived"],
  ["pick up", "On the way"],
  ["drop off", "Completed"],
  ["terminated", "Completed"],
  ["not found", "No driver found"],
  ["no show", "Guest did not show up"],
]);
const CANCELLED = "Cancelled";

/** "drop off" and "terminated" both read "Completed" elsewhere; on a timeline they are two steps. */
const TIMELINE_WORDS = new Map<string, string>([
  ["drop off", "Arrived at the destination"],
  ["terminated", "Closed by the ride service"],
  ["hire", "Looking for a driver"],
]);

/**
 * The key of a state's words in the "states" messages (lib/i18n/messages/<locale>/states.json):
 * `t(\`board.${key}\`)` on the board and journey page, `t(\`timeline.${key}\`)` on a timeline.
 * Null for a state the desk has no words for, which is shown as the provider wrote it.
 */
export type StateWordKey = "hire" | "hired" | "arrived" | "pickUp" | "completed" | "notFound" | "noShow" | "cancelled";
export type TimelineWordKey = StateWordKey | "dropOff" | "terminated";

const KEYS: Record<string, StateWordKey> = { hire: "hire", hired: "hired", arrived: "arrived", "pick up": "pickUp", "drop off": "completed", terminated: "completed", "not found": "notFound", "no show": "noShow" };

export function stateWordKey(state: string): StateWordKey | null {
  const s = state.trim().toLowerCase();
  return KEYS[s] ?? (isCancelState(s) ? "cancelled" : null);
}

export function timelineWordKey(state: string): TimelineWordKey | null {
  const s = state.trim().toLowerCase();
  return s === "drop off" ? "dropOff" : s === "terminated" ? "terminated" : stateWordKey(s);
}

/** The provider's journey state in the words the desk uses; an unknown state is shown as it is. */
export function journeyStateLabel(state: string): string {
  const s = state.trim().toLowerCase();
  const words = WORDS.get(s);
  if (words) return words;
  if (isCancelState(s)) return CANCELLED;
  return state;
}

/** A state as one step of a journey's timeline. */
export const timelineLabel = (state: string) => TIMELINE_WORDS.get(state) ?? journeyStateLabel(state);

export type JourneyStateTone = "active" | "done" | "cancelled" | "unknown";

export function journeyStateTone(state: string): JourneyStateTone {
  const label = journeyStateLabel(state);
  if (label === WORDS.get("drop off")) return "done";
  return label === CANCELLED || label === WORDS.get("not found") || label === WORDS.get("no show") ? "cancelled" : "active";
}
