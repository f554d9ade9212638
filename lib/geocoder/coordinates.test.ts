import { describe, expect, it } from "vitest";
import { coordinatesPlace, parseCoordinates } from "./coordinates";

describe("parseCoordinates", () => {
  it("reads decimal degrees, latitude first, in the forms maps and phones copy", () => {
    expect(parseCoordinates("40.4168, -3.7038")).toEqual([40.4168, -3.7038]);
    expect(parseCoordinates("  -12.0464,-77.0428 ")).toEqual([-12.0464, -77.0428]);
    expect(parseCoordinates("40.4168 -3.7038")).toEqual([40.4168, -3.7038]);
    expect(parseCoordinates("40.4168; -3.7038")).toEqual([40.4168, -3.7038]);
    expect(parseCoordinates("40.4168° N, 3.7038° W")).toEqual([40.4168, -3.7038]);
    expect(parseCoordinates("12.0464 S 77.0428 O")).toEqual([-12.0464, -77.0428]);
  });

  it("refuses addresses, whole numbers and values out of range", () => {
    for (const text of ["Calle 12, 5", "40, -3", "Gran Vía 28", "91.0, 3.5", "40.1, 180.5", "40.1", "40.1, -3.2, 7.1", ""]) {
      expect(parseCoordinates(text), text).toBeNull();
    }
  });
});

it("labels a place at coordinates by them", () => {
  expect(coordinatesPlace([40.4168, -3.7038]).label).toBe("40.41680, -3.70380");
});
