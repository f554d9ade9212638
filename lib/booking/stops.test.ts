import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canAddStop, MAX_STOPS, moveStop, stopCountRule, stopRole } from "./stops";

describe("stop rules", () => {
  it("accept 2 to 15 stops and explain anything else", () => {
    expect(stopCountRule(1)).toMatch(/at least 2/);
    expect(stopCountRule(2)).toBeNull();
    expect(stopCountRule(15)).toBeNull();
    expect(stopCountRule(16)).toMatch(/at most 15/);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (n) => {
        expect(stopCountRule(n) === null).toBe(n >= 2 && n <= 15);
      }),
    );
  });

  it("allow adding up to the 15th stop, with the reason when not", () => {
    expect(canAddStop(14)).toEqual({ ok: true });
    const full = canAddStop(MAX_STOPS);
    expect(full.ok).toBe(false);
    expect(!full.ok && full.reason).toMatch(/at most 15/);
  });

  it("name the first stop pickup and the last destination", () => {
    expect([0, 1, 2].map((i) => stopRole(i, 3))).toEqual(["pickup", "stop", "destination"]);
  });

  it("reorder without losing or duplicating stops", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 15 }), fc.nat(20), fc.nat(20), (stops, from, to) => {
        const moved = moveStop(stops, from, to);
        expect([...moved].sort()).toEqual([...stops].sort());
        if (from < stops.length && to < stops.length) expect(moved[to]).toBe(stops[from]);
      }),
    );
  });
});
