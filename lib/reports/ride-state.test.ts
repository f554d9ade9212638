import { describe, expect, it } from "vitest";
import { rideStateWords } from "./ride-state";

const now = Date.parse("2026-11-23T15:00:00Z");
const ride = (state: string | null, over: Partial<Parameters<typeof rideStateWords>[0]> = {}) =>
  rideStateWords({ state, endState: null, startAt: null, pickupAt: new Date(now), ...over }, now);

describe("rideStateWords", () => {
  it("puts the provider's codes in the board's words, never the codes themselves", () => {
    expect(ride("hire")).toBe("Looking for a driver");
    expect(ride("hired")).toBe("Driver on the way");
    expect(ride("drop off")).toBe("Completed");
    expect(ride("terminated")).toBe("Completed");
    expect(ride("terminated", { endState: "rider cancel" })).toBe("Cancelled");
    expect(ride("terminated", { endState: "not found" })).toBe("No driver found");
    expect(ride(null)).toBe("Booked");
  });

  it("says Scheduled for a reservation until its search begins, as the board does", () => {
    const later = { startAt: "2026-11-23 18:00:00", pickupAt: new Date(now + 3 * 3600_000) };
    expect(ride("hire", later)).toBe("Scheduled");
    expect(ride(null, later)).toBe("Scheduled");
    expect(ride("hire", { ...later, pickupAt: new Date(now + 10 * 60_000) })).toBe("Looking for a driver");
    expect(ride("terminated", { ...later, endState: "rider cancel" })).toBe("Cancelled");
  });
});
