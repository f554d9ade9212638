import { describe, expect, it } from "vitest";
import { dayBounds, localDay, presetDays, resolvePeriod } from "./periods";

const MADRID = "Europe/Madrid";

describe("report periods in the company's time zone", () => {
  it("take this month, last month and this quarter from the company's calendar", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    expect(presetDays("this-month", now, MADRID)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(presetDays("last-month", now, MADRID)).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(presetDays("this-quarter", now, MADRID)).toEqual({ from: "2026-10-01", to: "2026-12-31" });
  });

  it("count the first minutes of a month in Madrid as that month, though it is still the last in UTC", () => {
    const now = new Date("2026-02-28T23:30:00Z"); // 00:30 on 1 March in Madrid
    expect(presetDays("this-month", now, MADRID)).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(presetDays("last-month", now, MADRID)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetDays("this-month", now, "UTC")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetDays("this-month", now, "America/Lima")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
  });

  it("cross years: last month in January is December, leap Februaries have 29 days", () => {
    expect(presetDays("last-month", new Date("2027-01-10T12:00:00Z"), MADRID)).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(presetDays("this-month", new Date("2028-02-10T12:00:00Z"), MADRID)).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(presetDays("this-quarter", new Date("2026-03-31T21:59:59Z"), MADRID)).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetDays("this-quarter", new Date("2026-03-31T22:00:00Z"), MADRID)).toEqual({ from: "2026-04-01", to: "2026-06-30" });
  });

  it("bound whole local days with instants, daylight-saving changes included", () => {
    // Madrid is UTC+1 in winter, UTC+2 in summer; March 2026 loses an hour on the 29th, October gains one on the 25th.
    const march = dayBounds("2026-03-01", "2026-03-31", MADRID);
    expect(march.start.toISOString()).toBe("2026-02-28T23:00:00.000Z");
    expect(march.end.toISOString()).toBe("2026-03-31T22:00:00.000Z");
    expect((march.end.getTime() - march.start.getTime()) / 3_600_000).toBe(31 * 24 - 1);
    const october = dayBounds("2026-10-01", "2026-10-31", MADRID);
    expect(october.start.toISOString()).toBe("2026-09-30T22:00:00.000Z");
    expect(october.end.toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect((october.end.getTime() - october.start.getTime()) / 3_600_000).toBe(31 * 24 + 1);
    const changeDay = dayBounds("2026-03-29", "2026-03-29", MADRID);
    expect((changeDay.end.getTime() - changeDay.start.getTime()) / 3_600_000).toBe(23);
  });

  it("use a custom range as given, and fall back to this month without one", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const custom = resolvePeriod({ period: "custom", from: "2026-06-15", to: "2026-06-15" }, now, MADRID);
    expect(custom).toMatchObject({ from: "2026-06-15", to: "2026-06-15" });
    expect(custom.start.toISOString()).toBe("2026-06-14T22:00:00.000Z");
    expect(custom.end.toISOString()).toBe("2026-06-15T22:00:00.000Z");
    expect(resolvePeriod({ period: "custom" }, now, MADRID)).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
  });

  it("tell an instant's local day", () => {
    expect(localDay(new Date("2026-10-31T23:30:00Z"), MADRID)).toBe("2026-11-01");
    expect(localDay(new Date("2026-10-31T23:30:00Z"), "UTC")).toBe("2026-10-31");
  });
});
