/** How repeated failed sign-ins slow down and then lock an account. Pure, so it is easy to test. */

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
const SLOW_FROM_FAILURE = 3;
const MAX_DELAY_MS = 8_000;

export type LockState = { failedSignIns: number; lastFailedAt: Date | null; lockedUntil: Date | null };

export const isLocked = (s: LockState, now: Date) => s.lockedUntil !== null && s.lockedUntil > now;

/** The state after one more failure, and how long to wait before answering it. */
export function afterFailure(s: LockState, now: Date): LockState & { delayMs: number; locked: boolean } {
  const recent = s.lastFailedAt !== null && now.getTime() - s.lastFailedAt.getTime() < FAILURE_WINDOW_MS;
  const failedSignIns = (recent ? s.failedSignIns : 0) + 1;
  if (failedSignIns >= LOCK_AFTER_FAILURES) {
    return { failedSignIns, lastFailedAt: now, lockedUntil: new Date(now.getTime() + LOCK_MS), delayMs: 0, locked: true };
  }
  const delayMs = failedSignIns >= SLOW_FROM_FAILURE ? Math.min(MAX_DELAY_MS, 1000 * 2 ** (failedSignIns - SLOW_FROM_FAILURE)) : 0;
  return { failedSignIns, lastFailedAt: now, lockedUntil: null, delayMs, locked: false };
}

export const cleared: LockState = { failedSignIns: 0, lastFailedAt: null, lockedUntil: null };
