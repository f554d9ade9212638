import { describe, expect, it } from "vitest";
import { formatLocal, horizonMs, localHourAndWeekday } from "./local-time";

describe("local time of an instant", () => {
  // The sandbox's clock runs fast: a ride's phases begin at fractions of a millisecond.
  const fractional = Date.UTC(2026, 10, 29, 16, 14, 5) + 0.6665;

  it("reads an instant with a fraction of a millisecond as the whole millisecond before it", () => {
    expect(formatLocal(fractional, "Europe/Madrid")).toBe("2026-11-29 17:14:05");
    expect(localHourAndWeekday(fractional, "America/Santiago")).toEqual({ hour: 13, minute: 14, weekday: 7 });
    expect(horizonMs(fractional, "Europe/Madrid", 60)).toBe(Date.UTC(2027, 0, 28, 16, 14, 5));
  });
});
