import { describe, expect, it } from "vitest";
import { ACCOUNT_SLOW_FROM_FAILURE, ADDRESS_SLOW_FROM_FAILURE, delayAfter, isLocked, LOCK_AFTER_FAILURES } from "./lockout";

const t0 = new Date("2027-01-01T10:00:00Z");

describe("failed sign-ins", () => {
  it("from one address answer at once twice, then slower and slower, until the failure that locks", () => {
    expect([1, 2, 3, 4].map((n) => delayAfter(n))).toEqual([0, 0, 1000, 2000]);
    expect(delayAfter(LOCK_AFTER_FAILURES)).toBe(0);
  });

  it("on one account from everywhere slow down from the tenth, doubling to a cap, and never stop being answered", () => {
    const s = ACCOUNT_SLOW_FROM_FAILURE;
    expect([s - 1, s, s + 1, s + 2, s + 3, s + 20].map((n) => delayAfter(1, n))).toEqual([0, 1000, 2000, 4000, 8000, 8000]);
    expect(delayAfter(4, s)).toBe(2000);
  });

  it("from one address on any accounts slow down from the thirtieth, doubling to a cap, without pausing the address", () => {
    const s = ADDRESS_SLOW_FROM_FAILURE;
    expect([s - 1, s, s + 1, s + 2, s + 3, s + 200].map((n) => delayAfter(1, 1, n))).toEqual([0, 1000, 2000, 4000, 8000, 8000]);
  });

  it("lock until the lock's end, not a moment longer", () => {
    expect(isLocked({ lockedUntil: new Date(t0.getTime() + 1) }, t0)).toBe(true);
    expect(isLocked({ lockedUntil: t0 }, t0)).toBe(false);
    expect(isLocked({ lockedUntil: null }, t0)).toBe(false);
  });
});
