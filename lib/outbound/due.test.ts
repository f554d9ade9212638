import { describe, expect, it } from "vitest";
import { deskProblemDue, guestEventsDue, isGuestEventDue, type BookingFacts } from "./due";
import { DEFAULT_NOTIFICATIONS } from "./settings";

const NOW = new Date("2026-11-26T10:00:00Z");
const MIN = 60_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const ahead = (ms: number) => new Date(NOW.getTime() + ms);

const facts = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  status: "booked",
  journeyState: null,
  endState: null,
  finished: false,
  stateTimes: {},
  hasDriver: false,
  reservation: false,
  pickupAt: NOW,
  createdAt: ago(MIN),
  attentionResolvedAt: null,
  refused: false,
  updatedAt: NOW,
  ...over,
});

const due = (over: Partial<BookingFacts>, now = NOW) => guestEventsDue(facts(over), DEFAULT_NOTIFICATIONS, now);

describe("what a guest is due", () => {
  it("is told of the booking until the ride begins, and of nothing while the booking is not confirmed", () => {
    expect(due({})).toEqual(["booked"]);
    expect(due({ journeyState: "hire" })).toEqual(["booked"]);
    expect(due({ journeyState: "pick up", hasDriver: true })).toEqual([]);
    for (const status of ["pending", "failed", "uncertain"] as const) expect(due({ status })).toEqual([]);
  });

  it("hears of the driver while the driver is on the way, and that the driver arrived only while waiting", () => {
    expect(due({ journeyState: "hired", hasDriver: true })).toEqual(["booked", "driver_assigned"]);
    expect(due({ journeyState: "hired", hasDriver: false })).toEqual(["booked"]);
    expect(due({ journeyState: "arrived", hasDriver: true })).toEqual(["booked", "driver_arrived"]);
  });

  it("is never told of a moment already past: a driver learned after drop-off, an arrival once aboard", () => {
    expect(isGuestEventDue("driver_assigned", facts({ journeyState: "drop off", endState: "drop off", hasDriver: true }), DEFAULT_NOTIFICATIONS, NOW)).toBe(
      false,
    );
    expect(isGuestEventDue("driver_assigned", facts({ journeyState: "arrived", hasDriver: true }), DEFAULT_NOTIFICATIONS, NOW)).toBe(false);
    expect(isGuestEventDue("driver_arrived", facts({ journeyState: "pick up", hasDriver: true }), DEFAULT_NOTIFICATIONS, NOW)).toBe(false);
  });

  it("gets a reminder within the policy's minutes before a reservation made earlier, not after the pickup nor once a ride is on", () => {
    const reservation = { reservation: true, pickupAt: ahead(45 * MIN), createdAt: ago(24 * 60 * MIN) };
    expect(due(reservation)).toContain("reminder");
    expect(due({ ...reservation, pickupAt: ahead(61 * MIN) })).not.toContain("reminder");
    expect(due({ ...reservation, pickupAt: ago(MIN) })).not.toContain("reminder");
    expect(due({ ...reservation, journeyState: "arrived", hasDriver: true })).not.toContain("reminder");
    expect(guestEventsDue(facts({ ...reservation, pickupAt: ahead(100 * MIN) }), { ...DEFAULT_NOTIFICATIONS, reminderMinutes: 120 }, NOW)).toContain(
      "reminder",
    );
  });

  it("gets no reminder for a reservation booked inside the reminder's window: its booking message was the reminder", () => {
    expect(due({ reservation: true, pickupAt: ahead(45 * MIN), createdAt: ago(5 * MIN) })).not.toContain("reminder");
  });

  it("hears of a cancellation, a no-show and a search with no driver while they are news, and of nothing else then", () => {
    for (const endState of ["rider cancel", "driver cancel", "no show"]) {
      expect(due({ journeyState: "terminated", endState, stateTimes: { [endState]: ago(5 * MIN).toISOString() } })).toEqual(["cancelled"]);
    }
    expect(due({ journeyState: "terminated", endState: "not found", stateTimes: { "not found": ago(5 * MIN).toISOString() } })).toEqual(["not_found"]);
    expect(due({ journeyState: "terminated", endState: "not found", stateTimes: { "not found": ago(3 * 60 * MIN).toISOString() } })).toEqual([]);
  });

  it("is told only of the events the company sends", () => {
    expect(guestEventsDue(facts({ journeyState: "hired", hasDriver: true }), { ...DEFAULT_NOTIFICATIONS, guestEvents: ["driver_assigned"] }, NOW)).toEqual([
      "driver_assigned",
    ]);
  });
});

describe("what the desk is alerted to", () => {
  const settings = DEFAULT_NOTIFICATIONS;
  it("a ride that needs the desk, until the desk deals with it in Ridedesk", () => {
    const ended = (endState: string) => facts({ journeyState: "terminated", endState, stateTimes: { [endState]: ago(MIN).toISOString() } });
    expect(deskProblemDue(ended("not found"), settings, NOW)).toBe("not_found");
    expect(deskProblemDue(ended("driver cancel"), settings, NOW)).toBe("driver_cancel");
    expect(deskProblemDue(ended("no show"), settings, NOW)).toBe("no_show");
    expect(deskProblemDue(ended("rider cancel"), settings, NOW)).toBeNull();
    expect(deskProblemDue(facts({ status: "uncertain" }), settings, NOW)).toBe("uncertain");
    expect(deskProblemDue({ ...ended("not found"), attentionResolvedAt: ago(0) }, settings, NOW)).toBeNull();
    expect(deskProblemDue({ ...facts({ status: "uncertain" }), attentionResolvedAt: ago(0) }, settings, NOW)).toBeNull();
  });

  it("a reservation with no driver the set minutes before its pickup, no longer once a driver comes", () => {
    const reservation = { reservation: true, journeyState: "hire", createdAt: ago(60 * MIN) };
    expect(deskProblemDue(facts({ ...reservation, pickupAt: ahead(9 * MIN) }), settings, NOW)).toBe("no_driver_yet");
    expect(deskProblemDue(facts({ ...reservation, pickupAt: ahead(11 * MIN) }), settings, NOW)).toBeNull();
    expect(deskProblemDue(facts({ ...reservation, pickupAt: ahead(9 * MIN), journeyState: "hired", hasDriver: true }), settings, NOW)).toBeNull();
    expect(deskProblemDue(facts({ ...reservation, journeyState: null, pickupAt: ahead(9 * MIN) }), { ...settings, noDriverMinutes: 5 }, NOW)).toBeNull();
    expect(deskProblemDue(facts({ journeyState: "hire", pickupAt: ago(MIN) }), settings, NOW)).toBeNull();
  });

  it("a guest's call the provider refused, and a guest's window that closed unused, only while it is news", () => {
    expect(deskProblemDue(facts({ status: "waiting_for_guest" }), settings, NOW)).toBeNull();
    expect(deskProblemDue(facts({ status: "waiting_for_guest", refused: true }), settings, NOW)).toBe("ready_refused");
    expect(deskProblemDue(facts({ status: "guest_never_ready", updatedAt: ago(MIN) }), settings, NOW)).toBe("ready_unused");
    expect(deskProblemDue(facts({ status: "guest_never_ready", updatedAt: ago(3 * 60 * MIN) }), settings, NOW)).toBeNull();
    expect(deskProblemDue(facts({ status: "ready_cancelled" }), settings, NOW)).toBeNull();
  });
});

describe("a ride the guest calls when ready", () => {
  it("sends the guest their link while it waits, whatever the company's events, and nothing else", () => {
    expect(due({ status: "waiting_for_guest" })).toEqual(["ready_link"]);
    expect(guestEventsDue(facts({ status: "waiting_for_guest" }), { ...DEFAULT_NOTIFICATIONS, guestEvents: [] }, NOW)).toEqual(["ready_link"]);
    expect(due({ status: "guest_never_ready" })).toEqual([]);
    expect(due({})).toEqual(["booked"]);
  });
});
