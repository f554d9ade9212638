import { describe, expect, it } from "vitest";
import { delayAfter, isLocked, LOCK_AFTER_FAILURES } from "./lockout";

const t0 = new Date("2027-01-01T10:00:00Z");

describe("failed sign-ins", () => {
  it("answer at once twice, then slower and slower, until the failure that locks", () => {
    expect([1, 2, 3, 4].map(delayAfter)).toEqual([0, 0, 1000, 2000]);
    expect(delayAfter(LOCK_AFTER_FAILURES)).toBe(0);
  });

  it("lock until the lock's end, not a moment longer", () => {
    expect(isLocked({ lockedUntil: new Date(t0.getTime() + 1) }, t0)).toBe(true);
    expect(isLocked({ lockedUntil: t0 }, t0)).toBe(false);
    expect(isLocked({ lockedUntil: null }, t0)).toBe(false);
  });
});
