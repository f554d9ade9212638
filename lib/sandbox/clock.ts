/** The sandbox's sense of time; tests pass a clock they can move. */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

/** A clock a test can set and advance by hand. */
export function manualClock(start: number | Date = Date.UTC(2026, 0, 15, 9, 0, 0)): Clock & {
  set(t: number | Date): void;
  advance(ms: number): void;
} {
  let t = typeof start === "number" ? start : start.getTime();
  return {
    now: () => t,
    set: (v) => {
      t = typeof v === "number" ? v : v.getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}
