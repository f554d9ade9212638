/** How repeated failed sign-ins slow down and then lock an account. The counting itself is one database statement (recordFailedSignIn). */

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const SLOW_FROM_FAILURE = 3;
const MAX_DELAY_MS = 8_000;

export const LOCKOUT_POLICY = { lockAfter: LOCK_AFTER_FAILURES, lockMs: LOCK_MS, windowMs: FAILURE_WINDOW_MS } as const;

export type LockState = { failedSignIns: number; lastFailedAt: Date | null; lockedUntil: Date | null };

export const isLocked = (s: Pick<LockState, "lockedUntil">, now: Date) => s.lockedUntil !== null && s.lockedUntil > now;

/** How long to wait before answering the given failure in a row (1-based): none at first, then doubling. */
export function delayAfter(failures: number): number {
  if (failures < SLOW_FROM_FAILURE || failures >= LOCK_AFTER_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - SLOW_FROM_FAILURE));
}

export const cleared: LockState = { failedSignIns: 0, lastFailedAt: null, lockedUntil: null };
