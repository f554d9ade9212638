import "server-only";

/**
 * How fast a batch may call the provider. A 429 is the gateway speaking for every call, so it pauses
 * them all for as long as it asked; the batch then keeps to the pace the provider turned out to
 * allow, so it does not run into the same wall again and again.
 *
 * Time is cut into epochs at each pause. The first 429 of an epoch ends it: the provider let that
 * epoch's calls through (counted once all are answered, when the pause ends) between its start and
 * the 429, then asked for the wait; one call every (epoch + wait) / passed calls stays within its
 * limit. Exact for a bucket or window that refills over its period; a pace still too quick meets
 * another 429, which measures it again.
 */
export function createPace({ now, sleep }: { now: () => number; sleep: (ms: number) => Promise<void> }) {
  let pausedUntil = -Infinity;
  let nextStart = -Infinity;
  let intervalMs = 0;
  let epoch = 0;
  /** By epoch: when it began, and the calls sent in it that the provider let through. */
  const began = [now()];
  const passed = [0];
  /** The epoch a pause ended, to measure once the pause is over. */
  let toMeasure: number | null = null;

  /** Waits for this call's turn: past any pause, and a pace's interval after the call before; returns the call's epoch. */
  async function turn(): Promise<number> {
    for (;;) {
      const t = now();
      const slot = Math.max(pausedUntil, nextStart);
      if (slot <= t) {
        if (toMeasure !== null) {
          // Nothing passed (another client spent the limit, say): no measure, only the pause.
          if (passed[toMeasure]! > 0) intervalMs = (began[toMeasure + 1]! - began[toMeasure]!) / passed[toMeasure]!;
          toMeasure = null;
        }
        // The next slot follows this one, not the moment a late timer woke us, so lateness does not add up;
        // later than a whole interval, the provider has had that long to refill, and the next may go at once.
        nextStart = Math.max(t, slot + intervalMs);
        return epoch;
      }
      // Woken, it looks again: a pause may have begun meanwhile, or another call taken the turn.
      await sleep(slot - t);
    }
  }

  /** The provider answered a call sent in epoch `sentIn` (from turn()), whatever it said but 429. */
  function answered(sentIn: number) {
    passed[sentIn]!++;
  }

  /** The provider refused a call sent in epoch `sentIn` with a 429, asking for `waitMs`. */
  function limited(sentIn: number, waitMs: number) {
    const t = now();
    if (sentIn === epoch && t >= pausedUntil) {
      toMeasure = epoch++;
      passed.push(0);
    }
    pausedUntil = Math.max(pausedUntil, t + waitMs);
    // The new epoch begins when the pause ends; a later 429 in the same burst moves both.
    began[epoch] = pausedUntil;
  }

  return { turn, answered, limited, intervalMs: () => intervalMs };
}

export type Pace = ReturnType<typeof createPace>;
