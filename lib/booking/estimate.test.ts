import { describe, expect, it } from "vitest";
import { basketKey, estimateAgeMinutes, isEstimateExpired } from "./estimate";

describe("estimates", () => {
  it("expire after 5 minutes, not before", () => {
    expect(isEstimateExpired(0, 5 * 60_000)).toBe(false);
    expect(isEstimateExpired(0, 5 * 60_000 + 1)).toBe(true);
    expect(estimateAgeMinutes(0, 59_000)).toBe(0);
    expect(estimateAgeMinutes(0, 4 * 60_000 + 5000)).toBe(4);
  });

  it("key a basket by requester, time and stops, ignoring sub-metre jitter", () => {
    const base = {
      requesterId: "a".repeat(32),
      startAt: null,
      stops: [
        [40.4169, -3.7035],
        [40.4153, -3.6845],
      ] as [number, number][],
    };
    expect(basketKey(base)).toBe(
      basketKey({
        ...base,
        stops: [
          [40.416900001, -3.7035],
          [40.4153, -3.6845],
        ],
      }),
    );
    expect(basketKey(base)).not.toBe(basketKey({ ...base, stops: [...base.stops].reverse() }));
    expect(basketKey(base)).not.toBe(basketKey({ ...base, startAt: "2027-01-12 18:45:00" }));
    expect(basketKey(base)).not.toBe(basketKey({ ...base, requesterId: "b".repeat(32) }));
  });
});
