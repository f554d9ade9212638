import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePolyline } from "./polyline";

/** A tiny encoder, written from Google's description, to check the decoder against. */
function encodePolyline(points: [number, number][]): string {
  let out = "";
  let prevLat = 0;
  let prevLng = 0;
  const encodeValue = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const [lat, lng] of points) {
    const la = Math.round(lat * 1e5);
    const ln = Math.round(lng * 1e5);
    encodeValue(la - prevLat);
    encodeValue(ln - prevLng);
    prevLat = la;
    prevLng = ln;
  }
  return out;
}

const REFERENCE = "_p~iF~ps|U_ulLnnqC_mqNvxq`@";
const REFERENCE_POINTS: [number, number][] = [
  [38.5, -120.2],
  [40.7, -120.95],
  [43.252, -126.453],
];

describe("decodePolyline", () => {
  it("decodes Google's reference example", () => {
    expect(decodePolyline(REFERENCE)).toEqual(REFERENCE_POINTS);
  });

  it("encodes the reference example with the test's encoder too", () => {
    expect(encodePolyline(REFERENCE_POINTS)).toBe(REFERENCE);
  });

  it("decodes an empty string to no points", () => {
    expect(decodePolyline("")).toEqual([]);
  });

  it("round-trips a route through Madrid", () => {
    const route: [number, number][] = [
      [40.4361, -3.7014],
      [40.42, -3.70379],
      [40.40689, -3.69074],
      [40.47232, -3.68283],
    ];
    expect(decodePolyline(encodePolyline(route))).toEqual(route);
  });

  it("round-trips any route at 5-decimal precision", () => {
    const coord = (max: number) => fc.integer({ min: -max * 1e5, max: max * 1e5 }).map((n) => n / 1e5);
    fc.assert(
      fc.property(fc.array(fc.tuple(coord(90), coord(180)), { maxLength: 30 }), (route) => {
        const decoded = decodePolyline(encodePolyline(route));
        expect(decoded).toHaveLength(route.length);
        decoded.forEach(([lat, lng], i) => {
          expect(lat).toBeCloseTo(route[i]![0], 5);
          expect(lng).toBeCloseTo(route[i]![1], 5);
        });
      }),
    );
  });

  it("rejects characters outside the format with a clear error", () => {
    expect(() => decodePolyline("_p~iF ~ps|U")).toThrow(/unexpected character " " at position 5/);
    expect(() => decodePolyline("_p~iF~ps|U\u00e9")).toThrow(/Malformed polyline/);
  });

  it("rejects a polyline that stops in the middle of a value or a point", () => {
    // "_" carries the continuation bit, so the latitude never ends.
    expect(() => decodePolyline("_p~iF~ps|U_")).toThrow(/ends in the middle of a latitude \(point 2\)/);
    // A latitude without its longitude.
    expect(() => decodePolyline("_p~iF")).toThrow(/ends in the middle of a longitude \(point 1\)/);
  });

  it("rejects runaway values and points off the globe", () => {
    expect(() => decodePolyline("~~~~~~~~~~?")).toThrow(/too long/);
    expect(() => decodePolyline(encodePolyline([[95, 0]]))).toThrow(/outside the globe/);
  });
});
