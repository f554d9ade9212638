import { describe, expect, it } from "vitest";
import { basketKey, estimateAgeMinutes, isEstimateExpired } from "./estimate";
import { isMobileError, parseMobile } from "./phone";
import { inEnglish } from "@/lib/i18n/in-english";

describe("estimates", () => {
  it("expire after 5 minutes, not before", () => {
    expect(isEstimateExpired(0, 5 * 60_000)).toBe(false);
    expect(isEstimateExpired(0, 5 * 60_000 + 1)).toBe(true);
    expect(estimateAgeMinutes(0, 59_000)).toBe(0);
    expect(estimateAgeMinutes(0, 4 * 60_000 + 5000)).toBe(4);
  });

  it("key a basket by requester, time and stops, ignoring sub-metre jitter", () => {
    const base = { requesterId: "a".repeat(32), startAt: null, stops: [[40.4169, -3.7035], [40.4153, -3.6845]] as [number, number][] };
    expect(basketKey(base)).toBe(basketKey({ ...base, stops: [[40.416900001, -3.7035], [40.4153, -3.6845]] }));
    expect(basketKey(base)).not.toBe(basketKey({ ...base, stops: [...base.stops].reverse() }));
    expect(basketKey(base)).not.toBe(basketKey({ ...base, startAt: "2027-01-12 18:45:00" }));
    expect(basketKey(base)).not.toBe(basketKey({ ...base, requesterId: "b".repeat(32) }));
  });
});

describe("mobile numbers", () => {
  it("split into calling code and national number", () => {
    expect(parseMobile("+34 600 11 12 22")).toEqual({ mobile_cc: "34", mobile_num: "600111222", e164: "+34600111222" });
    expect(parseMobile("600111222")).toMatchObject({ mobile_cc: "34", mobile_num: "600111222" });
    expect(parseMobile("+44 7911 123456")).toMatchObject({ mobile_cc: "44", mobile_num: "7911123456" });
  });

  it("refuse empty, invalid and landline numbers with a reason", () => {
    for (const bad of ["", "12", "+34 91 123 45 67"]) {
      const r = parseMobile(bad);
      expect(isMobileError(r), bad).toBe(true);
    }
    expect(inEnglish((parseMobile("+34 91 123 45 67") as { error: string }).error)).toMatch(/mobile number/);
  });
});
