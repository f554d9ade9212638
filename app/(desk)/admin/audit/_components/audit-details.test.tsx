import { describe, expect, it } from "vitest";
import { detailEntries } from "./audit-details";

describe("an audited change", () => {
  it("reads as one line per setting, old value to new", () => {
    expect(detailEntries({ from: { labelRequired: false, reasons: [] }, to: { labelRequired: true, reasons: ["Client visit (+ free text)", "Airport"] } })).toEqual([
      ["label required", "off → on"],
      ["reasons", "none → Client visit (+ free text), Airport"],
    ]);
  });
  it("leaves other details as they are", () => {
    expect(detailEntries({ field: "reason", provider_message: "is required" })).toEqual([["field", "reason"], ["provider_message", "is required"]]);
  });
});
