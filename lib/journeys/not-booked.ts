/**
 * What became of a booking that never got a journey, in words: the ride service refused it, or a
 * person at the desk said it was not booked (marked so, or booked it again as a new ride) after the
 * ride service never confirmed it. Pure and isomorphic, so the board and the journey page agree.
 */

/** How a booking's problem was settled, by whom (their name, when known) and when (ISO). */
export type Settlement = { how: string; by: string | null; at: string };

/** Whether someone at the desk, not the ride service, decided this booking was not booked. */
export function markedNotBooked(status: string, settlement: Pick<Settlement, "how"> | null): boolean {
  return status === "failed" && (settlement?.how === "not booked" || settlement?.how === "rebooked");
}

/** A short title for a badge: who decided that no ride was made. */
export function notBookedTitle(status: string, settlement: Pick<Settlement, "how"> | null): string {
  if (!markedNotBooked(status, settlement)) return "Not booked: the ride service refused it";
  return settlement!.how === "rebooked" ? "Not booked: booked again" : "Marked not booked";
}

/** Who said the ride was not booked, and when (`when` as the screen writes times): "Ana Ruiz marked it not booked on Mon 23 Nov, 14:05." */
export function notBookedSentence(settlement: Settlement, when: string): string {
  const who = settlement.by ?? "Someone at the desk";
  return settlement.how === "rebooked" ? `${who} said it was not booked and booked it again on ${when}.` : `${who} marked it not booked on ${when}.`;
}
