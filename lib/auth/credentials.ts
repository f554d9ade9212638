import "server-only";
import type { Db } from "@/lib/db";
import { audit } from "@/lib/audit/queries";
import { clearPairFailures, recordSignInFailure, signInLocks } from "@/lib/accounts/sign-in-failures";
import { findUserByEmail, normaliseEmail, recordSignIn, type UserRow } from "@/lib/accounts/queries";
import { delayAfter, LOCK_AFTER_FAILURES, LOCKOUT_POLICY, SLOW_FROM_FAILURE } from "./lockout";
import { decoyHash, verifyPassword } from "./passwords";

export type SignInOutcome =
  | { ok: true; user: UserRow }
  /** slowed: failures have started to slow the answers down; left: failures until this account locks from this address. */
  | { ok: false; reason: "invalid"; slowed: boolean; left: number }
  /** account: this account from this address; address: every sign-in from this address. */
  | { ok: false; reason: "locked"; scope: "account" | "address"; until: Date };

type Deps = { now?: () => Date; sleep?: (ms: number) => Promise<void> };

// Ready before the first unknown email, which would otherwise also pay for hashing the decoy.
void decoyHash();

/**
 * Checks an email and password from a client address. Failures are counted per account and
 * address, per address and per account (lockout.ts). Unknown emails are checked against a decoy
 * hash and counted like known ones, so they cost the same time and get the same answers; so do
 * deactivated accounts, whatever the password, so a wrong answer never confirms a password.
 */
export async function checkCredentials(
  db: Db,
  { email: typed, password, address }: { email: string; password: string; address: string },
  deps: Deps = {},
): Promise<SignInOutcome> {
  const now = (deps.now ?? (() => new Date()))();
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const email = normaliseEmail(typed);
  const user = await findUserByEmail(db, email);
  const locks = await signInLocks(db, { email, address, now });
  if (locks.address) return { ok: false, reason: "locked", scope: "address", until: locks.address };
  if (locks.account) return { ok: false, reason: "locked", scope: "account", until: locks.account };

  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (user?.passwordHash && matches && user.active) {
    // Refused if parallel failures locked the account from this address while the password was being checked.
    const signedIn = await recordSignIn(db, { userId: user.id, email, address, now });
    if (signedIn) {
      await clearPairFailures(db, { email, address, now, windowMs: LOCKOUT_POLICY.windowMs });
      await audit(db, { actor: { id: user.id, email: user.email }, action: "auth.sign_in", detail: { method: "password", address } });
      return { ok: true, user: signedIn };
    }
  }

  const counted = await recordSignInFailure(db, { email, address, now, policy: LOCKOUT_POLICY });
  const failures = counted.pair.failures;
  const reason = !user ? "unknown_email" : !user.passwordHash ? "no_password" : user.active ? "wrong_password" : "inactive";
  const lockedNow = failures === LOCK_AFTER_FAILURES || counted.address.failures === LOCKOUT_POLICY.addressLockAfter;
  await audit(db, {
    actor: { id: user?.id ?? null, email: user?.email ?? email },
    action: lockedNow ? "auth.locked" : "auth.sign_in_failed",
    ...(user ? { target: { type: "user", id: user.id } } : {}),
    detail: { method: "password", reason, failures, address },
  });
  if (counted.address.lockedUntil && counted.address.lockedUntil > now)
    return { ok: false, reason: "locked", scope: "address", until: counted.address.lockedUntil };
  if (counted.pair.lockedUntil && counted.pair.lockedUntil > now) return { ok: false, reason: "locked", scope: "account", until: counted.pair.lockedUntil };
  const delay = delayAfter(failures, counted.account.failures, counted.address.failures);
  if (delay) await sleep(delay);
  return { ok: false, reason: "invalid", slowed: failures >= SLOW_FROM_FAILURE, left: Math.max(1, LOCK_AFTER_FAILURES - failures) };
}
