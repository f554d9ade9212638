import { describe, expect, it } from "vitest";
import { NO_SHARES, parseOutcomeShares, parseRateLimits } from "./sandbox-settings";

describe("the embedded sandbox's outcome shares", () => {
  it("reads SANDBOX_OUTCOME_SHARES and names what is wrong in it", () => {
    expect(parseOutcomeShares("not found=0.1, no show=0.05")).toEqual({ "not found": 0.1, "driver cancel": 0, "no show": 0.05 });
    expect(parseOutcomeShares("")).toEqual(NO_SHARES);
    expect(() => parseOutcomeShares("lost=0.1")).toThrow(/"lost=0.1": the outcome must be one of/);
    expect(() => parseOutcomeShares("no show=2")).toThrow(/from 0 to 1/);
    expect(() => parseOutcomeShares("no show=0.6,not found=0.6")).toThrow(/at most 1/);
  });
});

describe("the embedded sandbox's rate limits", () => {
  it("reads SANDBOX_RATE_LIMITS, calls per seconds or minutes, and names what is wrong in it", () => {
    expect(parseRateLimits("")).toEqual({});
    expect(parseRateLimits("estimate=10/1s,journey=100/1m")).toEqual({
      "POST /api/v4/estimates": { requests: 10, perSeconds: 1 },
      "POST /api/v4/journey": { requests: 100, perSeconds: 60 },
    });
    expect(parseRateLimits("estimate=3/s")).toEqual({ "POST /api/v4/estimates": { requests: 3, perSeconds: 1 } });
    expect(parseRateLimits("estimate=3/0.5s")["POST /api/v4/estimates"]).toEqual({ requests: 3, perSeconds: 0.5 });
    expect(() => parseRateLimits("hub=1/s")).toThrow(/"hub=1\/s": the call must be one of estimate, journey/);
    for (const bad of ["estimate=0/1s", "estimate=10/0s", "estimate=ten/1s", "estimate=10/1h", "estimate=10/1441m", "estimate"]) {
      expect(() => parseRateLimits(bad)).toThrow(/the limit must be calls per period/);
    }
    expect(() => parseRateLimits("toString=1/s")).toThrow(/the call must be one of/);
  });
});
