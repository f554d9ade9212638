import { describe, expect, it } from "vitest";
import english from "@/lib/i18n/messages/en/states.json";
import { journeyStateTone, rideStanding, SEARCH_LEAD_MS, stateWordKey, timelineWordKey } from "@/lib/booking/states";

describe("a state's words (the board's, in English)", () => {
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
    expect(english.board[stateWordKey(state)!]).toBe(words);
  });

  it("has no words for a state it does not know, which the screens show as it came", () => {
    expect(stateWordKey("scheduled")).toBeNull();
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

describe("rideStanding: where a ride stands, for the desk, the reports and the guest alike", () => {
  const now = Date.parse("2026-11-23T15:00:00Z");

  it("is scheduled for a reservation until its driver search begins, SEARCH_LEAD_MS before its pickup", () => {
    expect(rideStanding(null, now + SEARCH_LEAD_MS + 1, now)).toEqual({ kind: "scheduled" });
    expect(rideStanding("hire", now + SEARCH_LEAD_MS + 1, now)).toEqual({ kind: "scheduled" });
    expect(rideStanding("hire", now + SEARCH_LEAD_MS, now)).toEqual({ kind: "state", state: "hire" });
    expect(rideStanding(null, now + SEARCH_LEAD_MS, now)).toEqual({ kind: "unread" });
  });

  it("is the provider's state once a driver is on it, however far the pickup, and unread before any state for a ride as soon as possible", () => {
    expect(rideStanding("hired", now + 3 * 3_600_000, now)).toEqual({ kind: "state", state: "hired" });
    expect(rideStanding("rider cancel", now + 3 * 3_600_000, now)).toEqual({ kind: "state", state: "rider cancel" });
    expect(rideStanding(null, null, now)).toEqual({ kind: "unread" });
    expect(rideStanding("hire", null, now)).toEqual({ kind: "state", state: "hire" });
  });
});
