import { describe, expect, it } from "vitest";
import { backoffMs } from "./backoff";

const policy = { baseMs: 250, maxMs: 4000, spread: [0.5, 1] as const };

describe("backoffMs", () => {
  it("doubles the step with each retry up to its cap, and waits within the spread of it", () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffMs(n, policy, () => 1))).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffMs(n, policy, () => 0))).toEqual([125, 250, 500, 1000, 2000, 2000]);
    expect(backoffMs(1, policy, () => 0.5)).toBe(375);
  });

  it("spreads around the step when the spread says so, and never past the cap's own spread however many retries", () => {
    const around = { baseMs: 60_000, maxMs: 900_000, spread: [0.9, 1.1] as const };
    expect(backoffMs(0, around, () => 0)).toBe(54_000);
    expect(backoffMs(0, around, () => 1)).toBe(66_000);
    expect(backoffMs(10_000, around, () => 1)).toBe(990_000);
    expect(Number.isFinite(backoffMs(Number.MAX_SAFE_INTEGER, { ...around, baseMs: 0 }, () => 1))).toBe(true);
  });
});
