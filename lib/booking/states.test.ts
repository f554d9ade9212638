import { describe, expect, it } from "vitest";
import { journeyStateLabel, journeyStateTone, stateWordKey, timelineWordKey } from "@/lib/booking/states";

describe("journeyStateLabel (English, for the reports until they are translated)", () => {
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

describe("the keys of a state's words", () => {
  it("name a state once however the provider spells it, and the two ends of a ride apart on a timeline", () => {
    expect([" Hired ", "pick up", "operator cancel", "scheduled"].map(stateWordKey)).toEqual(["hired", "pickUp", "cancelled", null]);
    expect(["drop off", "terminated"].map(stateWordKey)).toEqual(["completed", "completed"]);
    expect(["drop off", "terminated", "driver cancel", "weird"].map(timelineWordKey)).toEqual(["dropOff", "terminated", "cancelled", null]);
  });
});
