import { describe, expect, it } from "vitest";
import { journeyStateLabel, journeyStateTone } from "./states";

describe("journeyStateLabel", () => {
  it.each([
    ["hire", "Looking for a driver"],
    ["hired", "Driver on the way"],
    ["arrived", "Driver has arrived"],
    ["pick up", "On the way"],
    ["drop off", "Completed"],
    ["terminated", "Completed"],
    ["rider cancel", "Cancelled"],
    ["driver cancel", "Cancelled"],
    ["cancel", "Cancelled"],
    [" Hired ", "Driver on the way"],
  ])("%s → %s", (state, words) => {
    expect(journeyStateLabel(state)).toBe(words);
  });

  it("shows an unknown state as it is", () => {
    expect(journeyStateLabel("scheduled")).toBe("scheduled");
  });
});

describe("journeyStateTone", () => {
  it("tells active, finished and cancelled journeys apart", () => {
    expect(journeyStateTone("hire")).toBe("active");
    expect(journeyStateTone("terminated")).toBe("done");
    expect(journeyStateTone("rider cancel")).toBe("cancelled");
  });
});
