import "server-only";

/**
 * How fast a batch may call the provider. A 429 is the gateway speaking for every call, so it pauses
 * them all for as long as it asked; the batch then keeps to the pace the provider turned out to
 * allow, so it does not run into the same wall again and again.
 *
 * The pace is learnt from the first 429 after each pause: the provider let `passed` calls through
 * since the last one and then asked for `wait`, so one call every (elapsed + wait) / passed stays
 * within its limit. Exact for a bucket or window that refills over its period; a fresh 429 (the
 * pace was too quick) measures it again.
 */
export function createPace({ now, sleep }: { now: () => number; sleep: (ms: number) => Promise<void> }) {
  let pausedUntil = -Infinity;
  let nextStart = -Infinity;
  let intervalMs = 0;
  /** Pauses so far: a call answered after a pause that began once it was sent says nothing of the pace. */
  let epoch = 0;
  let passed = 0;
  let since = now();

  /** Waits for this call's turn: past any pause, and a pace's interval after the call before; returns the call's epoch. */
  async function turn(): Promise<number> {
    for (;;) {
      const t = now();
      const at = Math.max(t, pausedUntil, nextStart);
      if (at <= t) {
        nextStart = t + intervalMs;
        return epoch;
      }
      // Woken, it looks again: a pause may have begun meanwhile, or another call taken the turn.
      await sleep(at - t);
    }
  }

  /** The provider answered a call sent in `sentIn` (an epoch from turn()). */
  function answered(sentIn: number) {
    if (sentIn === epoch) passed++;
  }

  /** The provider refused a call sent in `sentIn` with a 429, asking for `waitMs`. */
  function limited(sentIn: number, waitMs: number) {
    const t = now();
    if (sentIn === epoch && t >= pausedUntil) {
      // Nothing passed (another client spent the limit, say): no measure, only the pause.
      if (passed > 0) intervalMs = (t - since + waitMs) / passed;
      epoch++;
      passed = 0;
    }
    pausedUntil = Math.max(pausedUntil, t + waitMs);
    since = pausedUntil;
  }

  return { turn, answered, limited, intervalMs: () => intervalMs };
}

export type Pace = ReturnType<typeof createPace>;
