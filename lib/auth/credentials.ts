import "server-only";
import type { Db } from "@/lib/db";
import { audit } from "@/lib/db/audit";
import { findUserByEmail, normaliseEmail, updateUser, type UserRow } from "@/lib/db/users";
import { afterFailure, cleared, isLocked } from "./lockout";
import { decoyHash, verifyPassword } from "./passwords";

export type SignInOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "inactive" }
  | { ok: false; reason: "locked"; until: Date };

type Deps = { now?: () => Date; sleep?: (ms: number) => Promise<void> };

/**
 * Checks an email and password. Failures are counted per account: from the third one the
 * answer slows down, and the fifth locks the account for a while. Unknown emails cost the same
 * time as known ones and get the same answer.
 */
export async function checkCredentials(db: Db, email: string, password: string, deps: Deps = {}): Promise<SignInOutcome> {
  const now = (deps.now ?? (() => new Date()))();
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const user = await findUserByEmail(db, email);
  if (!user || !user.passwordHash) {
    await verifyPassword(await decoyHash(), password);
    await audit(db, { actor: { id: null, email: normaliseEmail(email) }, action: "auth.sign_in_failed", detail: { reason: user ? "no_password" : "unknown_email" } });
    return { ok: false, reason: "invalid" };
  }
  if (isLocked(user, now)) return { ok: false, reason: "locked", until: user.lockedUntil! };

  if (!(await verifyPassword(user.passwordHash, password))) {
    const next = afterFailure(user, now);
    await updateUser(db, user.id, { failedSignIns: next.failedSignIns, lastFailedAt: next.lastFailedAt, lockedUntil: next.lockedUntil });
    const actor = { id: user.id, email: user.email };
    await audit(db, { actor, action: next.locked ? "auth.locked" : "auth.sign_in_failed", target: { type: "user", id: user.id }, detail: { failures: next.failedSignIns } });
    if (next.locked) return { ok: false, reason: "locked", until: next.lockedUntil! };
    if (next.delayMs) await sleep(next.delayMs);
    return { ok: false, reason: "invalid" };
  }
  if (!user.active) return { ok: false, reason: "inactive" };
  const signedIn = await updateUser(db, user.id, { ...cleared, lastSignInAt: now });
  await audit(db, { actor: { id: user.id, email: user.email }, action: "auth.sign_in", detail: { method: "password" } });
  return { ok: true, user: signedIn ?? user };
}
