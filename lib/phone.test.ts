import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { isMobileError, parseMobile, parsePhone, readableMobile } from "./phone";

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

describe("phone numbers of any kind", () => {
  it("are read in the same default country as mobiles, landlines included, as E.164", () => {
    expect(parsePhone("600 111 222")).toBe("+34600111222");
    expect(parsePhone("91 123 45 67")).toBe("+34911234567");
    expect(parsePhone(" +44 20 7946 0958 ")).toBe("+442079460958");
    expect(parsePhone("12")).toBeNull();
  });

  it("and a mobile is written back as people read it, or as typed when it is none", () => {
    expect(readableMobile("612345678")).toBe("+34 612 34 56 78");
    expect(readableMobile(" 91 123 45 67 ")).toBe("91 123 45 67");
  });
});
