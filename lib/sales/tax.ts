/**
 * A sale's tax and net, from its total (tax included) and rate. Pure and isomorphic.
 *
 * Rounding, once for every figure shown or exported: tax = round(total × rate / (100 + rate)), to
 * the currency's minor unit (whole pesos for CLP), halves away from zero (so a refund's tax mirrors
 * its charge's); net = total − tax, so tax and net always add up to the invoiced total exactly.
 * Integer arithmetic throughout: no float ever rounds a cent the wrong way.
 */
export function splitTax(totalMinor: number, ratePercent: number): { taxMinor: number; netMinor: number } {
  if (!Number.isSafeInteger(totalMinor)) throw new RangeError(`a total must be a whole number of minor units (got ${totalMinor})`);
  if (!Number.isInteger(ratePercent) || ratePercent < 0) throw new RangeError(`a tax rate must be a whole, non-negative percent (got ${ratePercent})`);
  const numerator = BigInt(Math.abs(totalMinor)) * BigInt(ratePercent);
  const denominator = BigInt(100 + ratePercent);
  // round half up on the magnitude, then the sign back: half away from zero.
  const magnitude = Number((2n * numerator + denominator) / (2n * denominator));
  const taxMinor = totalMinor < 0 && magnitude !== 0 ? -magnitude : magnitude;
  return { taxMinor, netMinor: totalMinor - taxMinor };
}
