import type { LockState } from "@/lib/accounts/lock-state";

export { cleared, type LockState } from "@/lib/accounts/lock-state";

/**
 * How repeated failed sign-ins slow down and lock, after OWASP ASVS V2.2: failures count per
 * account and client address, per address, and per account. A lock only ever holds one account
 * from one address, or one address, so no one can keep the owner out from elsewhere; the account
 * as a whole is only slowed down. An office shares one address: its people's mistypes only slow
 * that address's further failures down, and only a client failing far more often than any office
 * does (password spraying) locks the address. The counting is one database statement (recordSignInFailure).
 */

/** Failures of one account from one address before that pair is locked. */
export const LOCK_AFTER_FAILURES = 5;
/** Failures from one address, whatever the emails, before each further one from it is slowed down. */
export const ADDRESS_SLOW_FROM_FAILURE = 30;
/** Failures from one address, whatever the emails, before that address is locked: ten an hour for every one of a 500-person office is far less. */
export const ADDRESS_LOCK_AFTER_FAILURES = 300;
/** Failures of one account from all addresses before every further failure is slowed down. */
export const ACCOUNT_SLOW_FROM_FAILURE = 10;
export const LOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const SLOW_FROM_FAILURE = 3;
const MAX_DELAY_MS = 8_000;

export const LOCKOUT_POLICY = {
  lockAfter: LOCK_AFTER_FAILURES,
  addressLockAfter: ADDRESS_LOCK_AFTER_FAILURES,
  lockMs: LOCK_MS,
  windowMs: FAILURE_WINDOW_MS,
} as const;
export type LockoutPolicy = typeof LOCKOUT_POLICY;

export const isLocked = (s: Pick<LockState, "lockedUntil">, now: Date) => s.lockedUntil !== null && s.lockedUntil > now;

const doubling = (n: number) => Math.min(MAX_DELAY_MS, 1000 * 2 ** n);

/**
 * How long to wait before answering a failure, given the failures so far (this one included) of
 * the account from this address, of the account from everywhere and of the address on any account:
 * none at first, then doubling. A right password is never slowed down.
 */
export function delayAfter(pairFailures: number, accountFailures = 0, addressFailures = 0): number {
  const pair = pairFailures >= SLOW_FROM_FAILURE && pairFailures < LOCK_AFTER_FAILURES ? doubling(pairFailures - SLOW_FROM_FAILURE) : 0;
  const account = accountFailures >= ACCOUNT_SLOW_FROM_FAILURE ? doubling(accountFailures - ACCOUNT_SLOW_FROM_FAILURE) : 0;
  const address = addressFailures >= ADDRESS_SLOW_FROM_FAILURE ? doubling(addressFailures - ADDRESS_SLOW_FROM_FAILURE) : 0;
  return Math.max(pair, account, address);
}
