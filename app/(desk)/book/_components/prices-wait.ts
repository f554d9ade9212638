import type { When } from "./when-section";

/** What the prices wait for: what to do (beside the rides) and, shorter, what is missing (in the Book bar). */
export type PricesWait = { ask: string; missing: string };

/**
 * What the prices still wait for, said as it is: the stops, or the pickup time (a return trip comes
 * with its stops set and its time empty). Null when nothing is missing.
 */
export function pricesWaitFor({ stopCount, countProblem, repeated, when, timeOk }: {
  stopCount: number;
  /** Too few or too many stops, in the shared rule's words. */
  countProblem: string | null;
  repeated: boolean;
  when: When;
  /** Whether the reservation's time is one the provider takes (always for as soon as possible). */
  timeOk: boolean;
}): PricesWait | null {
  if (countProblem) return { ask: countProblem, missing: stopCount < 2 ? "Prices appear once the pickup and destination are set" : "Prices appear once there are fewer stops" };
  if (repeated) return { ask: "Change the repeated stop to see prices.", missing: "Prices appear once no stop is repeated" };
  if (when.kind === "reserved") {
    const missing = [!when.date && "date", !when.time && "time"].filter(Boolean).join(" and ");
    if (missing) return { ask: `Choose the pickup ${missing} to see prices.`, missing: `Prices appear once the pickup ${missing} ${missing.includes(" and ") ? "are" : "is"} set` };
    if (!timeOk) return { ask: "Choose a valid pickup time to see prices.", missing: "Prices appear once the pickup time is valid" };
  }
  return null;
}
