import { describe, expect, it } from "vitest";
import { vehicleColour } from "./vehicle-colours";

describe("a car's colour", () => {
  it("is said in the reader's language when we know the provider's word, whatever its case or spelling", () => {
    expect(vehicleColour("blue", "es")).toBe("azul");
    expect(vehicleColour("White", "pt")).toBe("branco");
    expect(vehicleColour("gray", "en")).toBe("grey");
    expect(vehicleColour("dark_blue", "es")).toBe("azul oscuro");
  });

  it("stays the provider's word, marked as such, when we do not know it; as it is in English; nothing when there is none", () => {
    expect(vehicleColour("teal", "es")).toBe('"teal"');
    expect(vehicleColour("teal", "en")).toBe("teal");
    expect(vehicleColour("  ", "pt")).toBe("");
    expect(vehicleColour(null, "pt")).toBe("");
  });
});
