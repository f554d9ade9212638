import { describe, expect, it } from "vitest";
import { encodePolyline } from "./polyline";

describe("encoded polyline", () => {
  it("matches the format's reference example", () => {
    // The example from Google's description of the format.
    expect(
      encodePolyline([
        [38.5, -120.2],
        [40.7, -120.95],
        [43.252, -126.453],
      ]),
    ).toBe("_p~iF~ps|U_ulLnnqC_mqNvxq`@");
  });

  it("encodes nothing as an empty string and rounds to 5 decimals", () => {
    expect(encodePolyline([])).toBe("");
    expect(encodePolyline([[40.416901, -3.703499]])).toBe(encodePolyline([[40.4169, -3.7035]]));
  });
});
