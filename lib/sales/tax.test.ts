import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitTax } from "./tax";

describe("a sale's tax and net", () => {
  it.each([
    // 10 % IVA: 11.00 € is 10.00 € + 1.00 €.
    [1100, 10, 100, 1000],
    // 12.34 € × 10/110 = 1.1218… → 1.12 €.
    [1234, 10, 112, 1122],
    // Exact: 0.55 € × 10/110 = 0.05 €; 2.31 at 5 %: 231 × 5/105 = 11.
    [55, 10, 5, 50],
    [11, 10, 1, 10],
    [231, 5, 11, 220],
    // Halves away from zero: 7 × 10/110 = 0.636… → 1; -7 → -1 (a refund's tax mirrors its charge's).
    [7, 10, 1, 6],
    [-7, 10, -1, -6],
    [-1234, 10, -112, -1122],
    // Whole pesos: 8,900 CLP with 19 % IVA: 8900 × 19/119 = 1421.008… → 1421.
    [8900, 19, 1421, 7479],
    [0, 10, 0, 0],
    [1500, 0, 0, 1500],
  ])("total %i at rate %i: tax %i, net %i", (total, rate, tax, net) => {
    expect(splitTax(total, rate)).toEqual({ taxMinor: tax, netMinor: net });
  });

  it("rounds an exact half away from zero", () => {
    // 9 at 20 %: 9 × 20 / 120 = 1.5 → 2, and -9 → -2.
    expect(splitTax(9, 20)).toEqual({ taxMinor: 2, netMinor: 7 });
    expect(splitTax(-9, 20)).toEqual({ taxMinor: -2, netMinor: -7 });
  });

  it("always adds up to the total, and a refund is the mirror of its charge", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 50 }), (total, rate) => {
        const { taxMinor, netMinor } = splitTax(total, rate);
        expect(taxMinor + netMinor).toBe(total);
        expect(Math.abs(taxMinor * (100 + rate) - total * rate)).toBeLessThanOrEqual((100 + rate) / 2);
        expect(splitTax(-total, rate).taxMinor).toBe(-taxMinor || 0);
      }),
    );
  });

  it("refuses a total or rate that is not whole", () => {
    expect(() => splitTax(10.5, 10)).toThrow(/whole number/);
    expect(() => splitTax(100, 10.5)).toThrow(/whole, non-negative percent/);
  });
});
