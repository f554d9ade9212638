import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { journeyIdProblem } from "./journey-id";

describe("journeyIdProblem", () => {
  it("accepts a UUID as pasted, with spaces around it or in capitals", () => {
    expect(journeyIdProblem("3f2c9a4e-1b2d-4c3e-8f9a-0b1c2d3e4f5a")).toBeNull();
    expect(journeyIdProblem("  3F2C9A4E-1B2D-4C3E-8F9A-0B1C2D3E4F5A \n")).toBeNull();
  });

  it("asks for one when empty, and shows the shape when it is not one", () => {
    expect(inEnglish(journeyIdProblem("  "))).toBe("Paste the journey id from the provider's panel.");
    expect(inEnglish(journeyIdProblem("3f2c9a4e1b2d"))).toBe("A journey id looks like 3f2c9a4e-1b2d-4c3e-8f9a-0b1c2d3e4f5a.");
    expect(inEnglish(journeyIdProblem("https://panel.example/journeys/3f2c"))).toMatch(/looks like/);
  });
});
