/**
 * What became of a booking that never got a journey: the ride service refused it, or a person at the
 * desk said it was not booked (marked so, or booked it again as a new ride) after the ride service
 * never confirmed it. Pure and isomorphic, so the board and the journey page agree; the screens put
 * it into words (components/journeys/journey-words.tsx).
 */

/** How a booking's problem was settled, by whom (their name, when known) and when (ISO). */
export type Settlement = { how: string; by: string | null; at: string };

/** Whether someone at the desk, not the ride service, decided this booking was not booked. */
export function markedNotBooked(status: string, settlement: Pick<Settlement, "how"> | null): boolean {
  return status === "failed" && (settlement?.how === "not booked" || settlement?.how === "rebooked");
}

/**
 * Who decided that no ride was made, as the key of its words in the "journeys" messages
 * (`notBooked.title.<kind>`): the ride service refused it, or someone at the desk marked it not
 * booked, or booked it again as a new ride.
 */
export type NotBookedKind = "refused" | "marked" | "rebooked";

export function notBookedKind(status: string, settlement: Pick<Settlement, "how"> | null): NotBookedKind {
  if (!markedNotBooked(status, settlement)) return "refused";
  return settlement!.how === "rebooked" ? "rebooked" : "marked";
}
