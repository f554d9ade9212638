import { describe, expect, it } from "vitest";
import { nextReadIn, RESERVATION_CHECK_S, type JourneyFacts } from "./poll-policy";

const now = new Date("2026-11-23T15:00:00Z");
const facts = (f: Partial<JourneyFacts>): JourneyFacts => ({
  state: "hire",
  endState: null,
  finished: false,
  hasTotals: false,
  startsAt: null,
  stateTimes: {},
  ...f,
});
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

describe("nextReadIn", () => {
  it("reads a ride in progress about every 15 seconds", () => {
    for (const state of ["hire", "hired", "arrived", "pick up"]) expect(nextReadIn(facts({ state }), now)).toBe(15);
    expect(nextReadIn(facts({ state: "hired" }), now, { activeSeconds: 3 })).toBe(3);
  });

  it("reads a reservation waiting for its driver search when the search may begin, and seldom before", () => {
    const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000);
    // Two days ahead: every 6 hours, for a cancel made outside the desk.
    expect(nextReadIn(facts({ startsAt: inMinutes(2 * 24 * 60) }), now)).toBe(RESERVATION_CHECK_S);
    expect(RESERVATION_CHECK_S).toBe(6 * 3600);
    // Two hours ahead: once, just before the search may begin 20 minutes before the pickup.
    expect(nextReadIn(facts({ startsAt: inMinutes(120) }), now)).toBe(98 * 60);
    // Booked 40 minutes ahead: nothing until 22 minutes before (not every 15 s from 45 minutes before).
    expect(nextReadIn(facts({ startsAt: inMinutes(40) }), now)).toBe(18 * 60);
    expect(nextReadIn(facts({ state: null, startsAt: inMinutes(40) }), now)).toBe(18 * 60);
    // From just before the search may begin until a driver is found: every minute (four times a ride under way's pace).
    expect(nextReadIn(facts({ startsAt: inMinutes(22) }), now)).toBe(60);
    expect(nextReadIn(facts({ startsAt: inMinutes(5) }), now)).toBe(60);
    expect(nextReadIn(facts({ startsAt: inMinutes(5) }), now, { activeSeconds: 2 })).toBe(8);
    // Past its pickup time and still searching: as closely as a ride under way.
    expect(nextReadIn(facts({ startsAt: inMinutes(-1) }), now)).toBe(15);
    // A driver on the way is followed closely, however far the booked time.
    expect(nextReadIn(facts({ state: "hired", startsAt: inMinutes(300) }), now)).toBe(15);
  });

  it("reads a reservation at a ride's pace when the provider's clock runs faster than ours, as the tests' sandbox does", () => {
    const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000);
    const fast = { activeSeconds: 2, providerClockRunsFast: true };
    expect(nextReadIn(facts({ startsAt: inMinutes(40) }), now, fast)).toBe(2);
    expect(nextReadIn(facts({ state: null, startsAt: inMinutes(2 * 24 * 60) }), now, fast)).toBe(2);
    expect(nextReadIn(facts({ startsAt: inMinutes(40) }), now, { activeSeconds: 2 })).toBe(18 * 60);
  });

  it("stops at an end state other than drop off", () => {
    for (const endState of ["driver cancel", "rider cancel", "no show", "not found"]) {
      expect(nextReadIn(facts({ state: endState, endState, finished: true }), now)).toBeNull();
    }
  });

  it("after drop off, waits for terminated and its totals, then stops", () => {
    const dropped = facts({ state: "drop off", endState: "drop off", finished: true, stateTimes: { "drop off": minutesAgo(1) } });
    expect(nextReadIn(dropped, now)).toBe(120);
    expect(nextReadIn({ ...dropped, hasTotals: true }, now)).toBeNull();
    // Configured shorter (tests, a fast sandbox clock): never sooner than a journey in progress.
    expect(nextReadIn(dropped, now, { activeSeconds: 2, afterDropOffSeconds: 5 })).toBe(5);
    expect(nextReadIn(dropped, now, { activeSeconds: 15, afterDropOffSeconds: 5 })).toBe(15);
    // Hours without a sale: stop asking.
    expect(nextReadIn({ ...dropped, stateTimes: { "drop off": minutesAgo(7 * 60) } }, now)).toBeNull();
  });

  it("reads a terminated journey once more for its totals, then stops", () => {
    const terminated = facts({ state: "terminated", endState: "drop off", finished: true, stateTimes: { terminated: minutesAgo(0) } });
    expect(nextReadIn(terminated, now)).toBe(15);
    expect(nextReadIn({ ...terminated, hasTotals: true }, now)).toBeNull();
    expect(nextReadIn({ ...terminated, stateTimes: { terminated: minutesAgo(2) } }, now)).toBeNull();
  });
});
