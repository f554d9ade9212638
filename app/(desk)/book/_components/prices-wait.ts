import type { When } from "./when-section";

/**
 * Why there are no prices yet; the rides section says what to do (booking.prices.ask), the Book bar
 * what is missing (booking.prices.missing). "stops" and "fewerStops" are said in the stop count rule's own words.
 */
export type WaitReason = "stops" | "fewerStops" | "repeated" | "dateAndTime" | "date" | "time" | "validTime";
export type PricesWait = { reason: WaitReason; /** The stop count rule's message reference, for the stops' reasons. */ rule: string | null };

/**
 * What the prices still wait for, said as it is: the stops, or the pickup time (a return trip comes
 * with its stops set and its time empty). Null when nothing is missing.
 */
export function pricesWaitFor({
  stopCount,
  countProblem,
  repeated,
  when,
  timeOk,
}: {
  stopCount: number;
  /** Too few or too many stops, as the shared rule refuses them (a message reference). */
  countProblem: string | null;
  repeated: boolean;
  when: When;
  /** Whether the reservation's time is one the provider takes (always for as soon as possible). */
  timeOk: boolean;
}): PricesWait | null {
  if (countProblem) return { reason: stopCount < 2 ? "stops" : "fewerStops", rule: countProblem };
  if (repeated) return { reason: "repeated", rule: null };
  if (when.kind === "reserved") {
    if (!when.date || !when.time) return { reason: !when.date && !when.time ? "dateAndTime" : !when.date ? "date" : "time", rule: null };
    if (!timeOk) return { reason: "validTime", rule: null };
  }
  return null;
}
