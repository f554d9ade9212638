import { describe, expect, it } from "vitest";
import { cornerLine, cornersSoFar, zoneCorners } from "./zone-corners";

describe("a zone's corners as typed", () => {
  it("read one corner a line, commas, semicolons or spaces between, blank lines skipped and a closing corner dropped", () => {
    expect(zoneCorners("40.43, -3.72\n\n40.43;-3.68\n 40.40  -3.68 \n40.43, -3.72\n")).toEqual({
      ok: true,
      ring: [
        [40.43, -3.72],
        [40.43, -3.68],
        [40.4, -3.68],
      ],
    });
  });

  it("say which line is not a corner, and refuse fewer than 3 corners or far too many", () => {
    expect(zoneCorners("40.43, -3.72\nSol\n40.40, -3.68")).toEqual({ ok: false, problem: "zoneLine", line: 2 });
    expect(zoneCorners("40.43, -3.72\n95, -3.68\n40.40, -3.68")).toEqual({ ok: false, problem: "zoneLine", line: 2 });
    expect(zoneCorners("40.43, -3.72\n40.43, -3.72\n40.40, -3.68")).toEqual({ ok: false, problem: "zoneFewCorners" });
    const many = Array.from({ length: 201 }, (_, i) => cornerLine([40 + i / 1000, -3.7])).join("\n");
    expect(zoneCorners(many)).toEqual({ ok: false, problem: "zoneManyCorners" });
  });

  it("are written back to six decimals, and what is typed so far is drawn as it comes", () => {
    expect(cornerLine([40.4169123456, -3.7035])).toBe("40.416912, -3.703500");
    expect(cornersSoFar("40.43, -3.72\n40.4")).toEqual([[40.43, -3.72]]);
  });
});
