import { describe, expect, it } from "vitest";
import { ago, describeJourney } from "./describe";

describe("describeJourney", () => {
  const now = Date.parse("2026-11-23T15:00:00Z");
  const base = { state: null, startAt: null, zone: null, readAt: null, checkedAt: null, following: true };

  it("never invents a state: a journey not read yet says so, and says when the provider has not answered", () => {
    expect(describeJourney(base, now)).toEqual({ status: { kind: "unread", checked: false }, tone: "unknown", key: "unknown", age: null });
    expect(describeJourney({ ...base, checkedAt: "2026-11-23T14:59:50Z" }, now).status).toEqual({ kind: "unread", checked: true });
  });

  it("shows a reservation as scheduled, at its pickup on its own clock, until its search begins", () => {
    // 16:14 in Madrid is 15:14 UTC in November.
    const reserved = { ...base, state: "hire", startAt: "2026-11-23 16:14:00", zone: "Europe/Madrid", readAt: "2026-11-23T14:59:58Z" };
    expect(describeJourney(reserved, Date.parse("2026-11-23T14:00:00Z"))).toMatchObject({
      status: { kind: "scheduled", startMs: Date.parse("2026-11-23T15:14:00Z"), zone: "Europe/Madrid" },
      key: "scheduled",
    });
    expect(describeJourney({ ...reserved, state: null, readAt: null }, Date.parse("2026-11-23T14:00:00Z")).key).toBe("scheduled");
    // Ten minutes before the pickup the driver search is on.
    expect(describeJourney(reserved, Date.parse("2026-11-23T15:04:00Z")).status).toEqual({ kind: "state", state: "hire" });
    expect(describeJourney({ ...reserved, state: "hired" }, now).status).toEqual({ kind: "state", state: "hired" });
  });

  it("gives an old state its age while the provider cannot be reached, and none when it is fresh", () => {
    const hired = { ...base, state: "hired", readAt: "2026-11-23T14:58:00Z", checkedAt: "2026-11-23T14:59:45Z" };
    expect(describeJourney(hired, now)).toMatchObject({ key: "hired", age: { unit: "minutes", count: 2, checking: true } });
    expect(describeJourney({ ...hired, checkedAt: hired.readAt, readAt: "2026-11-23T14:59:50Z" }, now).age).toBeNull();
    // A finished journey is no longer checked: its state is final, not stale.
    expect(describeJourney({ ...hired, state: "terminated", checkedAt: hired.readAt, following: false }, now).age).toBeNull();
  });

  it("says an age in minutes, hours under two days, then days", () => {
    expect(ago(30_000)).toEqual({ unit: "now", count: 0, checking: false });
    expect(ago(59 * 60_000)).toMatchObject({ unit: "minutes", count: 59 });
    expect(ago(47 * 3_600_000)).toMatchObject({ unit: "hours", count: 47 });
    expect(ago(50 * 3_600_000, true)).toEqual({ unit: "days", count: 2, checking: true });
  });
});
