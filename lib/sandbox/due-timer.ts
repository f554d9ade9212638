import type { Clock } from "./clock";

/** A timer never sleeps longer than this, so a clock changed by hand is noticed. */
const MAX_SLEEP_MS = 60_000;

/**
 * The timer of a simulated service that pushes on its own (the logistics API's webhooks, Twilio's
 * status callbacks): armed for the next thing due, it runs what is due then re-arms. Off for tests
 * on a hand-moved clock, which advance it and call the service's `flush()` themselves.
 */
export function dueTimer(o: { enabled: boolean; clock: Clock; next(): number | null; run(): Promise<unknown>; what: string }): { arm(): void; close(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let armedFor: number | null = null;
  let closed = false;

  /** Arms the timer for the next thing due, unless it is armed for that already. */
  function arm() {
    if (!o.enabled || closed) return;
    const at = o.next();
    if (at === armedFor && timer !== undefined) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    armedFor = at;
    if (at === null) return;
    const delay = Math.min(MAX_SLEEP_MS, Math.max(0, at - o.clock.now()));
    timer = setTimeout(() => {
      timer = undefined;
      armedFor = null;
      o.run()
        .catch((e: unknown) => console.error(`[sandbox] ${o.what} failed`, e))
        .finally(arm);
    }, delay);
    timer.unref?.();
  }

  function close() {
    closed = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  return { arm, close };
}
