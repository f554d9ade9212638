import "server-only";
import type { Db } from "@/lib/db";
import { audit } from "@/lib/db/audit";
import { findUserByEmail, normaliseEmail, recordFailedSignIn, recordSignIn, type UserRow } from "@/lib/db/users";
import { delayAfter, isLocked, LOCK_AFTER_FAILURES, LOCKOUT_POLICY, SLOW_FROM_FAILURE } from "./lockout";
import { decoyHash, verifyPassword } from "./passwords";

export type SignInOutcome =
  | { ok: true; user: UserRow }
  /** slowed: failures have started to slow the answers down, so the person can be told. */
  | { ok: false; reason: "invalid"; slowed: boolean }
  | { ok: false; reason: "locked"; until: Date };

type Deps = { now?: () => Date; sleep?: (ms: number) => Promise<void> };

/**
 * Checks an email and password. Failures are counted per account: from the third one the
 * answer slows down, and the fifth locks the account for a while. Unknown emails cost the same
 * time as known ones and get the same answer; so do deactivated accounts, whatever the password,
 * so a wrong answer never confirms a password.
 */
export async function checkCredentials(db: Db, email: string, password: string, deps: Deps = {}): Promise<SignInOutcome> {
  const now = (deps.now ?? (() => new Date()))();
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const user = await findUserByEmail(db, email);
  if (!user || !user.passwordHash) {
    await verifyPassword(await decoyHash(), password);
    await audit(db, { actor: { id: null, email: normaliseEmail(email) }, action: "auth.sign_in_failed", detail: { method: "password", reason: user ? "no_password" : "unknown_email" } });
    return { ok: false, reason: "invalid", slowed: false };
  }
  if (isLocked(user, now)) return { ok: false, reason: "locked", until: user.lockedUntil! };

  const actor = { id: user.id, email: user.email };
  if ((await verifyPassword(user.passwordHash, password)) && user.active) {
    // Refused if parallel failures locked the account while this password was being checked.
    const signedIn = await recordSignIn(db, { userId: user.id, now });
    if (signedIn) {
      await audit(db, { actor, action: "auth.sign_in", detail: { method: "password" } });
      return { ok: true, user: signedIn };
    }
  }

  const counted = await recordFailedSignIn(db, { userId: user.id, now, policy: LOCKOUT_POLICY });
  const failures = counted?.failedSignIns ?? 1;
  const reason = user.active ? "wrong_password" : "inactive";
  await audit(db, {
    actor,
    action: failures === LOCK_AFTER_FAILURES ? "auth.locked" : "auth.sign_in_failed",
    target: { type: "user", id: user.id },
    detail: { method: "password", reason, failures },
  });
  if (counted?.lockedUntil && isLocked(counted, now)) return { ok: false, reason: "locked", until: counted.lockedUntil };
  const delay = delayAfter(failures);
  if (delay) await sleep(delay);
  return { ok: false, reason: "invalid", slowed: failures >= SLOW_FROM_FAILURE };
}
