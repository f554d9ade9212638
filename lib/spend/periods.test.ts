import { describe, expect, it } from "vitest";
import { approvalDeadline, BOOKING_MARGIN_MS, RESERVATION_LEAD_MS } from "./deadline";
import { localPickup, periodElapsed, periodEndOf, periodInstants, periodStartOf } from "./periods";

describe("budget periods", () => {
  it("a ride counts in the month and week of its pickup's date where the pickup is", () => {
    // 31 May 22:30 UTC is 1 June 00:30 in Madrid (CEST) and still 31 May 16:30 in Mexico City.
    const at = new Date("2027-05-31T22:30:00Z");
    expect(localPickup(at, "Europe/Madrid")).toEqual({ date: "2027-06-01", weekday: 2, time: "00:30" });
    expect(localPickup(at, "America/Mexico_City")).toEqual({ date: "2027-05-31", weekday: 1, time: "16:30" });
    expect(periodStartOf("2027-06-01", "month")).toBe("2027-06-01");
    expect(periodStartOf("2027-05-31", "month")).toBe("2027-05-01");
    expect(periodStartOf("2027-06-06", "week")).toBe("2027-05-31"); // a Sunday belongs to the week of its Monday
    expect(periodStartOf("2027-05-31", "week")).toBe("2027-05-31");
    expect(periodEndOf("2027-02-01", "month")).toBe("2027-03-01");
    expect(periodEndOf("2027-12-27", "week")).toBe("2028-01-03");
  });

  it("a period's bounds are its zone's midnights, across a daylight-saving change", () => {
    // March 2027 in Madrid: 31 days, one of them 23 hours long (the clocks go forward on the 28th).
    const { from, to } = periodInstants("2027-03-01", "month", "Europe/Madrid");
    expect(from.toISOString()).toBe("2027-02-28T23:00:00.000Z");
    expect(to.toISOString()).toBe("2027-03-31T22:00:00.000Z");
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(31 * 24 - 1);
  });

  it("projects by the share of the period gone, the day counted as begun", () => {
    expect(periodElapsed("2027-04-01", "month", "2027-04-01")).toBeCloseTo(1 / 30);
    expect(periodElapsed("2027-04-01", "month", "2027-04-15")).toBeCloseTo(0.5);
    expect(periodElapsed("2027-04-01", "month", "2027-04-30")).toBe(1);
    expect(periodElapsed("2027-05-31", "week", "2027-06-03")).toBeCloseTo(4 / 7);
  });
});

describe("approval deadlines", () => {
  const now = new Date("2027-03-27T20:00:00Z");

  it("a ride as soon as possible gives the approver the policy's minutes", () => {
    expect(approvalDeadline({ asap: true, pickupAt: now }, 5, now)?.toISOString()).toBe("2027-03-27T20:05:00.000Z");
  });

  it("a reservation is due 35 minutes before its pickup, on the instant, whatever the clocks do in between", () => {
    // 03:30 on 28 March in Madrid is after the clocks go from 02:00 to 03:00: 01:30 UTC.
    const pickupAt = new Date("2027-03-28T01:30:00Z");
    const due = approvalDeadline({ asap: false, pickupAt }, 5, now)!;
    expect(pickupAt.getTime() - due.getTime()).toBe(RESERVATION_LEAD_MS + BOOKING_MARGIN_MS);
    expect(localPickup(due, "Europe/Madrid").time).toBe("01:55"); // still winter time: 00:55 UTC + 1
    expect(localPickup(pickupAt, "Europe/Madrid").time).toBe("03:30");
  });

  it("a reservation too close for an answer in time cannot be asked", () => {
    expect(approvalDeadline({ asap: false, pickupAt: new Date(now.getTime() + 35 * 60_000) }, 5, now)).toBeNull();
    expect(approvalDeadline({ asap: false, pickupAt: new Date(now.getTime() + 36 * 60_000) }, 5, now)?.getTime()).toBe(now.getTime() + 60_000);
  });
});
