import { describe, expect, it } from "vitest";
import { rideState } from "./ride-state";
import { englishState } from "./english.testing";

const now = Date.parse("2026-11-23T15:00:00Z");
const ride = (state: string | null, over: Partial<Parameters<typeof rideState>[0]> = {}) =>
  rideState({ state, endState: null, startAt: null, pickupAt: new Date(now), ...over }, now);
const words = (...args: Parameters<typeof ride>) => englishState(ride(...args));

describe("a ride's state in reports", () => {
  it("puts the provider's codes in the board's words, never the codes themselves", () => {
    expect(words("hire")).toBe("Looking for a driver");
    expect(words("hired")).toBe("Driver on the way");
    expect(words("drop off")).toBe("Completed");
    expect(words("terminated")).toBe("Completed");
    expect(words("terminated", { endState: "rider cancel" })).toBe("Cancelled");
    expect(words("terminated", { endState: "not found" })).toBe("No driver found");
    expect(words(null)).toBe("Booked");
  });

  it("keys the words once: the board's for the provider's states, the reports' own for a ride not yet answered", () => {
    expect(ride("drop off")).toEqual({ board: "completed" });
    expect(ride("terminated", { endState: "driver cancel" })).toEqual({ board: "cancelled" });
    expect(ride(null)).toEqual({ booked: true });
  });

  it("shows a state the desk has no words for as the provider wrote it", () => {
    expect(ride("rerouted")).toEqual({ code: "rerouted" });
    expect(words("rerouted")).toBe("rerouted");
  });

  it("says Scheduled for a reservation until its search begins, as the board does", () => {
    const later = { startAt: "2026-11-23 18:00:00", pickupAt: new Date(now + 3 * 3600_000) };
    expect(words("hire", later)).toBe("Scheduled");
    expect(words(null, later)).toBe("Scheduled");
    expect(words("hire", { ...later, pickupAt: new Date(now + 10 * 60_000) })).toBe("Looking for a driver");
    expect(words("terminated", { ...later, endState: "rider cancel" })).toBe("Cancelled");
  });
});
