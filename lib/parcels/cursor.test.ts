import { describe, expect, it } from "vitest";
import { formatParcelCursor, parcelCursorSchema } from "./cursor";

describe("the parcels list's cursor", () => {
  it("goes round from a row to a query value and back", () => {
    const row = { createdAt: new Date("2026-11-23T22:15:08.123Z"), id: "0f8d2c1a-1111-4c3b-9d2e-5a6b7c8d9e0f" };
    expect(parcelCursorSchema.parse(formatParcelCursor(row))).toEqual(row);
    expect(formatParcelCursor({ ...row, createdAt: "2026-11-23T22:15:08.123Z" })).toBe("2026-11-23T22:15:08.123Z_0f8d2c1a-1111-4c3b-9d2e-5a6b7c8d9e0f");
  });

  it("refuses anything else before it reaches the database", () => {
    for (const bad of [
      "",
      "yesterday",
      "2026-11-23T22:15:08Z",
      "2026-13-45T99:99:99Z_0f8d2c1a-1111-4c3b-9d2e-5a6b7c8d9e0f",
      "2026-11-23T22:15:08Z_not-a-uuid-at-all-but-36-characters!",
    ]) {
      expect(parcelCursorSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
