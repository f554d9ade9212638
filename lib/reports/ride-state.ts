import type { _Translator, Messages } from "next-intl";
import { rideStanding, stateWordKey, type StateWordKey } from "@/lib/booking/states";

/**
 * A ride's state as reports show it, as the board does: the end state once there is one,
 * "scheduled" for a reservation whose search has not begun (both words of the "states" messages,
 * board.<key>), "booked" before the provider's first answer (the "reports" messages, state.booked),
 * or the provider's own code when the desk has no words for it, shown as it came.
 */
export type RideState = { board: StateWordKey | "scheduled" } | { booked: true } | { code: string };

export function rideState(ride: { state: string | null; endState: string | null; startAt: string | null; pickupAt: Date }, nowMs: number): RideState {
  const standing = rideStanding(ride.endState ?? ride.state, ride.startAt ? ride.pickupAt.getTime() : null, nowMs);
  if (standing.kind === "scheduled") return { board: "scheduled" };
  if (standing.kind === "unread") return { booked: true };
  const key = stateWordKey(standing.state);
  return key ? { board: key } : { code: standing.state };
}

/**
 * A ride's state in the reader's words, given the translators of both messages it draws on:
 * `useTranslations("states")` and `useTranslations("reports")` (or getTranslations on the server).
 */
export function rideStateText(state: RideState, t: { states: _Translator<Messages, "states">; reports: _Translator<Messages, "reports"> }): string {
  if ("board" in state) return t.states(`board.${state.board}`);
  return "booked" in state ? t.reports("state.booked") : state.code;
}
