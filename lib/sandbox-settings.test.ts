import { describe, expect, it } from "vitest";
import { NO_SHARES, parseOutcomeShares } from "./sandbox-settings";

describe("the embedded sandbox's outcome shares", () => {
  it("reads SANDBOX_OUTCOME_SHARES and names what is wrong in it", () => {
    expect(parseOutcomeShares("not found=0.1, no show=0.05")).toEqual({ "not found": 0.1, "driver cancel": 0, "no show": 0.05 });
    expect(parseOutcomeShares("")).toEqual(NO_SHARES);
    expect(() => parseOutcomeShares("lost=0.1")).toThrow(/"lost=0.1": the outcome must be one of/);
    expect(() => parseOutcomeShares("no show=2")).toThrow(/from 0 to 1/);
    expect(() => parseOutcomeShares("no show=0.6,not found=0.6")).toThrow(/at most 1/);
  });
});
