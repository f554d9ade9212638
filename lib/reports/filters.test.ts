import { describe, expect, it } from "vitest";
import { reportPageSchema, reportExportSchema, reportSearch } from "./filters";

describe("report filters in the address", () => {
  it("default to this month by label, page 1", () => {
    expect(reportPageSchema.parse({})).toEqual({ period: "this-month", group: "label", page: 1 });
  });

  it("need both days of a custom range, in order, at most three years apart", () => {
    expect(reportExportSchema.safeParse({ period: "custom", from: "2026-01-01", to: "2026-01-31" }).success).toBe(true);
    expect(reportExportSchema.safeParse({ period: "custom", from: "2026-01-01" }).success).toBe(false);
    expect(reportExportSchema.safeParse({ period: "custom", from: "2026-02-01", to: "2026-01-31" }).success).toBe(false);
    expect(reportExportSchema.safeParse({ period: "custom", from: "2020-01-01", to: "2026-01-31" }).success).toBe(false);
    expect(reportExportSchema.safeParse({ period: "custom", from: "2026-02-30", to: "2026-03-01" }).success).toBe(false);
  });

  it("refuse what they do not know", () => {
    expect(reportExportSchema.safeParse({ group: "colour" }).success).toBe(false);
    expect(reportExportSchema.safeParse({ page: "2" }).success).toBe(false);
    expect(reportExportSchema.safeParse({ format: "xls" }).success).toBe(false);
    expect(reportExportSchema.parse({}).format).toBe("csv");
    expect(reportExportSchema.parse({ format: "xlsx" }).format).toBe("xlsx");
    expect(reportPageSchema.safeParse({ page: "0" }).success).toBe(false);
  });

  it("write short links that read back as the same filters", () => {
    expect(reportSearch({ period: "this-month", group: "label", page: 1 }).toString()).toBe("");
    const f = { period: "custom" as const, from: "2026-01-01", to: "2026-01-31", group: "month" as const, page: 3 };
    expect(reportPageSchema.parse(Object.fromEntries(reportSearch(f)))).toEqual(f);
  });
});
