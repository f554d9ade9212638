import "server-only";
import { audit, type Actor } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import type { Role } from "@/lib/db/schema";
import { cleared } from "./lock-state";
import { consumePasswordToken, issuePasswordToken, type TokenPurpose } from "./password-tokens";
import { createUser, updateUser, type UserRow } from "./queries";
import { setAgentRequesters } from "./requester-queries";

/**
 * The changes an admin (or a user's own link) makes to an account, each in one transaction with
 * its audit entries, so an action only checks who asks and says what happened.
 */

type AdminActor = Actor & { id: string };
type Assignment = { requesterIds: string[]; defaultId: string | null };

/**
 * Creates the user with a one-time invitation link and, for an agent, the requesters they book
 * for. All or nothing: a refused requester (RequesterAssignmentError) leaves no user behind.
 */
export async function inviteUser(
  db: Db,
  actor: AdminActor,
  input: { email: string; name: string; role: Role } & Assignment,
): Promise<{ user: UserRow; token: string }> {
  const { requesterIds, defaultId, ...fields } = input;
  return db.transaction(async (tx) => {
    const user = await createUser(tx, fields);
    const { token } = await issuePasswordToken(tx, user.id, "invite", actor.id);
    await audit(tx, { actor, action: "user.invited", target: { type: "user", id: user.id }, detail: { email: user.email, role: user.role } });
    if (requesterIds.length > 0) await assign(tx, actor, user, { requesterIds, defaultId });
    return { user, token };
  });
}

async function assign(db: Db, actor: Actor, user: Pick<UserRow, "id" | "email">, { requesterIds, defaultId }: Assignment) {
  await setAgentRequesters(db, user.id, requesterIds, defaultId);
  await audit(db, {
    actor,
    action: "requesters.assigned",
    target: { type: "user", id: user.id },
    detail: { email: user.email, requesters: requesterIds, default: defaultId },
  });
}

/** The requesters an agent books for, replaced as one change. */
export async function assignRequesters(db: Db, actor: Actor, user: Pick<UserRow, "id" | "email">, assignment: Assignment) {
  await db.transaction((tx) => assign(tx, actor, user, assignment));
}

/** Ends the user's sessions, removes their password and answers a one-time link's token to set a new one. */
export async function resetPassword(db: Db, actor: AdminActor, user: Pick<UserRow, "id" | "email">): Promise<string> {
  return db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash: null, ...cleared }, { endSessions: true });
    const { token } = await issuePasswordToken(tx, user.id, "reset", actor.id);
    await audit(tx, { actor, action: "user.password_reset", target: { type: "user", id: user.id }, detail: { email: user.email } });
    return token;
  });
}

/** Forgets the user's sign-in failures, so a locked account may sign in again at once. */
export async function unlockUser(db: Db, actor: Actor, user: Pick<UserRow, "id" | "email">) {
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, cleared);
    await audit(tx, { actor, action: "user.unlocked", target: { type: "user", id: user.id }, detail: { email: user.email } });
  });
}

/**
 * Sets the password an invitation or reset link was for, ending the user's other sessions. The link
 * works once: false when it was used (or expired) meanwhile, and then nothing changes.
 */
export async function setPasswordFromLink(
  db: Db,
  token: string,
  found: { user: Pick<UserRow, "id" | "email">; purpose: TokenPurpose },
  passwordHash: string,
): Promise<boolean> {
  const { user, purpose } = found;
  return db.transaction(async (tx) => {
    if (!(await consumePasswordToken(tx, token))) return false;
    await updateUser(tx, user.id, { passwordHash, ...cleared }, { endSessions: true });
    await audit(tx, {
      actor: { id: user.id, email: user.email },
      action: "auth.password_set",
      target: { type: "user", id: user.id },
      detail: { via: purpose },
    });
    return true;
  });
}
