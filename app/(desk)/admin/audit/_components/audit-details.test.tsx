import { describe, expect, it } from "vitest";
import { detailEntries } from "./audit-details";

describe("an audited change", () => {
  it("reads as one entry per setting, old value to new", () => {
    expect(
      detailEntries({ from: { labelRequired: false, reasons: [] }, to: { labelRequired: true, reasons: ["Client visit (+ free text)", "Airport"] } }),
    ).toEqual([
      { key: "labelRequired", from: false, to: true, setting: true },
      { key: "reasons", from: [], to: ["Client visit (+ free text)", "Airport"], setting: true },
    ]);
  });
  it("reads a field recorded with its old and new value as a change of that field", () => {
    expect(detailEntries({ reason: { from: "Airport", to: "Client visit" } })).toEqual([
      { key: "reason", from: "Airport", to: "Client visit", setting: false },
    ]);
  });
  it("leaves other details as they are, but a problem's recorded title when its code is there", () => {
    expect(detailEntries({ field: "reason", provider_message: "is required" })).toEqual([
      { key: "field", value: "reason" },
      { key: "provider_message", value: "is required" },
    ]);
    expect(detailEntries({ email: "a@example.com", from: "agent", to: "admin" })).toEqual([
      { key: "email", value: "a@example.com" },
      { key: "from", value: "agent" },
      { key: "to", value: "admin" },
    ]);
    expect(detailEntries({ problem: "no show", problem_title: "The guest did not show up", note: null })).toEqual([
      { key: "problem", value: "no show" },
      { key: "note", value: null },
    ]);
  });
});
