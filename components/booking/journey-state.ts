/** The provider's journey state in the words the desk uses; an unknown state is shown as it is. */
export function journeyStateLabel(state: string): string {
  const s = state.trim().toLowerCase();
  switch (s) {
    case "hire":
      return "Looking for a driver";
    case "hired":
      return "Driver on the way";
    case "arrived":
      return "Driver has arrived";
    case "pick up":
      return "On the way";
    case "drop off":
    case "terminated":
      return "Completed";
  }
  // "rider cancel", "driver cancel", "operator cancel"... all end the same way for the desk.
  if (s.endsWith("cancel")) return "Cancelled";
  return state;
}

export type JourneyStateTone = "active" | "done" | "cancelled";

export function journeyStateTone(state: string): JourneyStateTone {
  const label = journeyStateLabel(state);
  return label === "Cancelled" ? "cancelled" : label === "Completed" ? "done" : "active";
}
