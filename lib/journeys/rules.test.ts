import { describe, expect, it } from "vitest";
import { cancelOffer, pickupTime, rideEnding, timelineOf } from "./rules";

describe("timelineOf", () => {
  it("lists states first seen first, in the pickup's zone, in the ride's order when read together", () => {
    const t = timelineOf(
      { "pick up": "2026-11-23T15:20:00Z", hire: "2026-11-23T15:00:00Z", arrived: "2026-11-23T15:10:00Z", hired: "2026-11-23T15:10:00Z" },
      "Europe/Madrid",
      "en-GB",
    );
    expect(t.map((e) => e.state)).toEqual(["hire", "hired", "arrived", "pick up"]);
    expect(t[0]).toEqual({ state: "hire", at: "2026-11-23T15:00:00Z", time: "Mon 23 Nov, 16:00" });
    expect(timelineOf({ hire: "2026-11-23T15:00:00Z" }, "Europe/Madrid", "es-ES")[0]!.time).toBe("lun, 23 nov, 16:00");
  });

  it("keeps the two ends of a ride apart, and drops unreadable times", () => {
    const t = timelineOf(
      { "drop off": "2026-11-23T15:30:00Z", terminated: "2026-11-23T15:31:00Z", "driver cancel": "2026-11-23T15:32:00Z", weird: "nope" },
      "Europe/Madrid",
      "en-GB",
    );
    expect(t.map((e) => e.state)).toEqual(["drop off", "terminated", "driver cancel"]);
  });

  it("writes a time in another zone in that zone's hours", () => {
    expect(pickupTime("2026-11-23T15:00:00Z", "America/Lima", "en-GB")).toBe("Mon 23 Nov, 10:00");
    expect(pickupTime("2026-11-23T15:00:00Z", "America/Sao_Paulo", "pt-BR")).toBe("seg., 23 de nov., 12:00");
  });
});

describe("cancelOffer", () => {
  it("offers cancelling while looking for a driver, and warns of a fee once one is assigned", () => {
    expect(cancelOffer({ state: null, endState: null, finished: false })).toEqual({ offered: true, feeMayApply: false });
    expect(cancelOffer({ state: "hire", endState: null, finished: false })).toEqual({ offered: true, feeMayApply: false });
    expect(cancelOffer({ state: "hired", endState: null, finished: false })).toEqual({ offered: true, feeMayApply: true });
    expect(cancelOffer({ state: "arrived", endState: null, finished: false })).toEqual({ offered: true, feeMayApply: true });
  });

  it("does not offer it once the rider is aboard or the journey has ended", () => {
    for (const state of ["pick up", "drop off", "terminated", "rider cancel", "not found", "no show"]) {
      expect(cancelOffer({ state, endState: null, finished: false })).toEqual({ offered: false });
    }
    expect(cancelOffer({ state: "hire", endState: "not found", finished: true })).toEqual({ offered: false });
  });
});

describe("rideEnding", () => {
  const live = { endState: null, finished: false };
  it("is null while the ride is live", () => {
    for (const state of [null, "hire", "hired", "arrived", "pick up"]) expect(rideEnding({ ...live, state })).toBeNull();
  });
  it("tells a trip that took place from a ride that ended without one", () => {
    expect(rideEnding({ ...live, state: "drop off" })).toEqual({ state: "drop off", trip: true });
    expect(rideEnding({ state: "terminated", endState: "drop off", finished: true })).toEqual({ state: "drop off", trip: true });
    expect(rideEnding({ ...live, state: "rider cancel" })).toEqual({ state: "rider cancel", trip: false });
    expect(rideEnding({ state: "terminated", endState: "driver cancel", finished: true })).toEqual({ state: "driver cancel", trip: false });
    expect(rideEnding({ ...live, state: "operator cancel" })).toEqual({ state: "operator cancel", trip: false });
    expect(rideEnding({ ...live, state: "not found" })).toEqual({ state: "not found", trip: false });
    expect(rideEnding({ state: "terminated", endState: null, finished: true })).toEqual({ state: "terminated", trip: true });
  });
});
