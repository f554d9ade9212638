/**
 * Exponential backoff, defined once for the provider client's retries and the parcels' reads: the
 * step doubles from `baseMs` with each retry up to `maxMs`, and the wait is drawn within `spread`
 * of it (shares of the step), so that many callers failing together do not come back together.
 */
export type Backoff = {
  baseMs: number;
  maxMs: number;
  /** The wait's range as shares of the step: [0.5, 1] waits between half of it and all of it. */
  spread: readonly [low: number, high: number];
};

/** The wait before retry `retry` (0 for the first), in whole milliseconds. */
export function backoffMs(retry: number, b: Backoff, random: () => number = Math.random): number {
  // The exponent stops growing long after the cap is reached, so the step never turns into Infinity.
  const step = Math.min(b.maxMs, b.baseMs * 2 ** Math.min(Math.max(retry, 0), 30));
  const [low, high] = b.spread;
  return Math.round(step * (low + (high - low) * random()));
}
