import { describe, expect, it } from "vitest";
import { describeJourney } from "./describe";

describe("describeJourney", () => {
  const now = Date.parse("2026-11-23T15:00:00Z");
  const base = { state: null, startAt: null, zone: null, readAt: null, checkedAt: null, following: true };

  it("never invents a state: a journey not read yet says so, and says when the provider has not answered", () => {
    expect(describeJourney(base, now)).toMatchObject({ key: "unknown", label: "Booked · checking the ride's state…" });
    const failed = describeJourney({ ...base, checkedAt: "2026-11-23T14:59:50Z" }, now);
    expect(failed.label).toBe("Booked · the ride service has not answered yet");
    expect(failed.label).not.toMatch(/driver/i);
  });

  it("shows a reservation as scheduled, in the pickup's own time, until its search begins", () => {
    // 16:14 in Madrid is 15:14 UTC in November.
    const reserved = { ...base, state: "hire", startAt: "2026-11-23 16:14:00", zone: "Europe/Madrid", readAt: "2026-11-23T14:59:58Z" };
    expect(describeJourney(reserved, Date.parse("2026-11-23T14:00:00Z")).label).toBe("Scheduled for Mon 23 Nov, 16:14 (Madrid time)");
    expect(describeJourney({ ...reserved, state: null, readAt: null }, Date.parse("2026-11-23T14:00:00Z")).key).toBe("scheduled");
    // Ten minutes before the pickup the driver search is on.
    expect(describeJourney(reserved, Date.parse("2026-11-23T15:04:00Z")).label).toBe("Looking for a driver");
    expect(describeJourney({ ...reserved, state: "hired" }, now).label).toBe("Driver on the way");
  });

  it("gives an old state its age while the provider cannot be reached, and none when it is fresh", () => {
    const hired = { ...base, state: "hired", readAt: "2026-11-23T14:58:00Z", checkedAt: "2026-11-23T14:59:45Z" };
    expect(describeJourney(hired, now)).toMatchObject({ label: "Driver on the way", freshness: "2 min ago, checking…" });
    expect(describeJourney({ ...hired, checkedAt: hired.readAt, readAt: "2026-11-23T14:59:50Z" }, now).freshness).toBeNull();
    // A finished journey is no longer checked: its state is final, not stale.
    expect(describeJourney({ ...hired, state: "terminated", checkedAt: hired.readAt, following: false }, now).freshness).toBeNull();
  });
});
