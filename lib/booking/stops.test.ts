import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { distanceM } from "@/lib/distance";
import { canAddStop, MAX_STOPS, moveStop, SAME_POINT_M, samePointProblems, stopCountRule, stopRole } from "./stops";

describe("stop rules", () => {
  it("accept 2 to 15 stops and explain anything else", () => {
    expect(inEnglish(stopCountRule(1))).toMatch(/at least 2/);
    expect(stopCountRule(2)).toBeNull();
    expect(stopCountRule(15)).toBeNull();
    expect(inEnglish(stopCountRule(16))).toMatch(/at most 15/);
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
    expect(inEnglish(!full.ok ? full.reason : null)).toMatch(/at most 15/);
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

describe("same point", () => {
  const sol = [40.4169, -3.7035] as const;
  const metresNorth = (m: number) => [sol[0] + m / 111_195, sol[1]] as const;

  it("measures metres on the ground", () => {
    expect(distanceM(sol, metresNorth(100))).toBeCloseTo(100, 0);
    expect(distanceM(sol, sol)).toBe(0);
  });

  it("finds a stop repeating the one before it, and a round trip's destination at the pickup, on the later stop", () => {
    expect([...samePointProblems([sol, metresNorth(SAME_POINT_M - 1)]).keys()]).toEqual([1]);
    expect(samePointProblems([sol, metresNorth(SAME_POINT_M + 1)]).size).toBe(0);
    expect([...samePointProblems([sol, metresNorth(500), metresNorth(500), metresNorth(900)]).keys()]).toEqual([2]);
    expect(inEnglish(samePointProblems([sol, metresNorth(500), sol]).get(2))).toMatch(/destination is the same place as the pickup/);
    expect(inEnglish(samePointProblems([sol, metresNorth(500), metresNorth(500), metresNorth(900)]).get(2))).toBe(
      "This stop 3 is the same place as the stop 2 before it. Move it or remove it.",
    );
    expect(inEnglish(samePointProblems([sol, metresNorth(5)]).get(1))).toBe(
      "This destination is the same place as the pickup before it. Move it or remove it.",
    );
    expect(samePointProblems([sol, metresNorth(500), sol, metresNorth(900)]).size).toBe(0);
    expect(samePointProblems([sol]).size).toBe(0);
  });

  it("never flags stops that are all further apart than the threshold", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 2, maxLength: 15 }), (offsets) => {
        const locs = offsets.map((_, i) => metresNorth(i * (SAME_POINT_M + 1)));
        expect(samePointProblems(locs).size).toBe(0);
      }),
    );
  });
});
