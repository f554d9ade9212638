import "server-only";
import type { Db } from "@/lib/db";
import { audit } from "@/lib/audit/queries";
import { adminExists, createUser, findUserByEmail, lockAdmins, updateUser, type UserRow } from "@/lib/accounts/queries";
import { hashPassword } from "./passwords";

export class AdminExistsError extends Error {}

/**
 * Creates the first admin, only while there is none. The check and the insert share a
 * transaction under an advisory lock, so two people racing through setup get one admin.
 */
export async function createFirstAdmin(db: Db, input: { email: string; name: string; password: string }, via: "setup" | "configuration"): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    if (await adminExists(tx)) throw new AdminExistsError("An admin already exists.");
    const existing = await findUserByEmail(tx, input.email);
    const user = existing
      ? (await updateUser(tx, existing.id, { role: "admin", active: true, passwordHash, name: input.name }, { endSessions: true }))!
      : await createUser(tx, { email: input.email, name: input.name, role: "admin", passwordHash });
    await audit(tx, { actor: { id: user.id, email: user.email }, action: "auth.setup", target: { type: "user", id: user.id }, detail: { via } });
    return user;
  });
}

/** On start: the admin named by ADMIN_EMAIL and ADMIN_PASSWORD, when no admin exists yet. */
export async function ensureConfiguredAdmin(db: Db, admin: { email: string; password: string; name: string } | null) {
  if (!admin || (await adminExists(db))) return null;
  try {
    return await createFirstAdmin(db, admin, "configuration");
  } catch (e) {
    if (e instanceof AdminExistsError) return null;
    throw e;
  }
}
