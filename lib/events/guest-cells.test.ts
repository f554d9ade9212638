import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { checkEmail, checkMobile, missingCells, readLanguage } from "./guest-cells";

describe("the guest's cells", () => {
  it("require a name, a mobile, a pickup and a destination, each saying what to write", () => {
    const missing = missingCells({ guestName: " ", mobile: "600111222", destination: "Castellana 200" });
    expect(Object.keys(missing)).toEqual(["guestName", "pickup"]);
    expect(inEnglish(missing.guestName)).toBe("Write the guest's name.");
    expect(inEnglish(missing.pickup)).toMatch(/^Write where the ride starts/);
  });

  it("read a mobile as the booking form does, Spanish by default, and refuse others with the format to use", () => {
    expect(checkMobile("600 11 12 22")).toEqual({ e164: "+34600111222" });
    expect(checkMobile("+44 7911 123456")).toEqual({ e164: "+447911123456" });
    for (const bad of ["12", "91 123 45 67", "phone"]) {
      const r = checkMobile(bad);
      expect("error" in r && inEnglish(r.error), bad).toMatch(/^This is not a mobile number\. Write it with its country code, e\.g\. \+34 612 34 56 78/);
    }
  });

  it("take no email, or a valid one", () => {
    expect(checkEmail(undefined)).toEqual({ email: undefined });
    expect(checkEmail("  ana@example.com ")).toEqual({ email: "ana@example.com" });
    const bad = checkEmail("ana@");
    expect("error" in bad && inEnglish(bad.error)).toMatch(/^This is not an email address/);
  });

  it("read the language as a code, a tag or a name in any of the desk's languages, the agent's when empty", () => {
    const cases: [string | undefined, string | null][] = [
      [undefined, "pt"],
      ["", "pt"],
      ["en", "en"],
      ["ES", "es"],
      ["es-ES", "es"],
      ["pt_BR", "pt"],
      ["en-GB", "en"],
      ["English", "en"],
      ["inglés", "en"],
      ["Español", "es"],
      ["spanish", "es"],
      ["Castellano", "es"],
      ["Portugués", "pt"],
      ["Português (Brasil)", "pt"],
      ["Portuguese", "pt"],
      ["Deutsch", null],
      ["de-DE", null],
      ["fr", null],
    ];
    for (const [cell, language] of cases) expect(readLanguage(cell, "pt"), String(cell)).toBe(language);
  });
});
