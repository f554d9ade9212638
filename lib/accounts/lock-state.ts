/**
 * An account's sign-in failures as the users table keeps them. The rules that count and lock are
 * lib/auth/lockout.ts; the account record only needs to know what "no failures" looks like, to
 * clear them when an admin unlocks a user or a new password is set.
 */
export type LockState = { failedSignIns: number; lastFailedAt: Date | null; lockedUntil: Date | null };

export const cleared: LockState = { failedSignIns: 0, lastFailedAt: null, lockedUntil: null };
