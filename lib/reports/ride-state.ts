import { awaitsSearch, journeyStateLabel } from "@/lib/journeys/states";

/**
 * A ride's state in the words the board uses: the end state once there is one, "Scheduled" for a
 * reservation whose search has not begun, "Booked" before the provider's first answer.
 */
export function rideStateWords(ride: { state: string | null; endState: string | null; startAt: string | null; pickupAt: Date }, nowMs: number): string {
  const state = ride.endState ?? ride.state;
  if (ride.startAt && awaitsSearch(state, ride.pickupAt.getTime(), nowMs)) return "Scheduled";
  return state === null ? "Booked" : journeyStateLabel(state);
}
