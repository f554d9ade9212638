import "server-only";
import { and, asc, count, eq, isNull, lte, or, sql } from "drizzle-orm";
import { audit, type Actor } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { users, type Role } from "@/lib/db/schema";
import type { Locale } from "@/lib/locales";
import { accountLockedUntil, clearAccountFailures, notLocked } from "@/lib/accounts/sign-in-failures";

export type UserRow = typeof users.$inferSelect;
export type PublicUser = Pick<UserRow, "id" | "email" | "name" | "role" | "active" | "lockedUntil" | "lastSignInAt" | "createdAt"> & {
  hasPassword: boolean;
  sso: boolean;
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserBySsoSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.ssoSubject, subject));
  return row;
}

export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)));
  return (row?.n ?? 0) > 0;
}

export async function createUser(
  db: Db,
  input: { email: string; name: string; role: Role; passwordHash?: string | null; ssoSubject?: string | null },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      email: normaliseEmail(input.email),
      name: input.name.trim(),
      role: input.role,
      passwordHash: input.passwordHash ?? null,
      ssoSubject: input.ssoSubject ?? null,
    })
    .returning();
  return row!;
}

/**
 * Changes a user; anything that affects access also ends their sessions. Clearing the lock (an
 * unlock, a reactivation, a new password) also forgets the failed sign-ins counted against them.
 */
export async function updateUser(
  db: Db,
  id: string,
  change: Partial<
    Pick<UserRow, "name" | "role" | "active" | "passwordHash" | "failedSignIns" | "lastFailedAt" | "lockedUntil" | "lastSignInAt" | "ssoSubject">
  >,
  { endSessions = false } = {},
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: new Date(), ...(endSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}) })
    .where(eq(users.id, id))
    .returning();
  if (row && change.lockedUntil === null) await clearAccountFailures(db, row.email);
  return row;
}

/** The language a user chose for the desk. */
export async function setUserLocale(db: Db, userId: string, locale: Locale) {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Records a successful password sign-in, unless the account was locked from this address, or the
 * address itself, while the password was being checked: then it is refused (undefined).
 */
export async function recordSignIn(
  db: Db,
  { userId, email, address, now }: { userId: string; email: string; address: string; now: Date },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ lastSignInAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.active, true), notLocked(email, address, now)))
    .returning();
  return row;
}

/**
 * An SSO sign-in: links the identity provider's subject to the user and records the sign-in, only
 * while the user is active, unlocked, and not linked to another subject (undefined otherwise).
 */
export async function recordSsoSignIn(db: Db, { userId, subject, now }: { userId: string; subject: string; now: Date }): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ssoSubject: subject, lastSignInAt: now, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        eq(users.active, true),
        or(isNull(users.lockedUntil), lte(users.lockedUntil, now)),
        or(isNull(users.ssoSubject), eq(users.ssoSubject, subject)),
      ),
    )
    .returning();
  return row;
}

/** Users, each shown locked until the latest lock on their account from any address. */
export async function listUsers(db: Db): Promise<PublicUser[]> {
  const rows = await db.select({ user: users, lockedFrom: accountLockedUntil() }).from(users).orderBy(asc(users.name), asc(users.email));
  return rows.map(({ user, lockedFrom }) => toPublic(user, lockedFrom));
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

export function toPublic(u: UserRow, lockedFrom: Date | null = null): PublicUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    active: u.active,
    lockedUntil: later(u.lockedUntil, lockedFrom),
    lastSignInAt: u.lastSignInAt,
    createdAt: u.createdAt,
    hasPassword: u.passwordHash !== null,
    sso: u.ssoSubject !== null,
  };
}

/** Active admins other than the given user. */
export async function otherActiveAdmins(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true), sql`${users.id} <> ${userId}`));
  return row?.n ?? 0;
}

/** Serialises every change to who is an active admin, to the end of the transaction. */
export async function lockAdmins(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
}

/** The last active admin cannot lose admin rights or be deactivated: someone must be able to manage Ridedesk. */
export class LastAdminError extends Error {
  constructor() {
    super("Ridedesk needs at least one active admin.");
  }
}

type Change = { before: UserRow; after: UserRow };

/**
 * Runs a change that may take an active admin away: the check that another active admin remains
 * and the change share one transaction under the admins' lock, so two admins demoting each
 * other at once leave one. Undefined when the user does not exist.
 */
async function withAnAdminKept(db: Db, userId: string, removesAdmin: boolean, change: (tx: Db, before: UserRow) => Promise<UserRow>) {
  return db.transaction(async (tx): Promise<Change | undefined> => {
    await lockAdmins(tx);
    const before = await findUserById(tx, userId);
    if (!before) return undefined;
    if (before.role === "admin" && before.active && removesAdmin && (await otherActiveAdmins(tx, userId)) === 0) throw new LastAdminError();
    return { before, after: await change(tx, before) };
  });
}

/** Gives a user a new role, ends their sessions, and audits it. */
export async function changeUserRole(db: Db, { userId, role, actor }: { userId: string; role: Role; actor: Actor }): Promise<Change | undefined> {
  return withAnAdminKept(db, userId, role !== "admin", async (tx, before) => {
    if (before.role === role) return before;
    const after = await updateUser(tx, userId, { role }, { endSessions: true });
    await audit(tx, { actor, action: "user.role_changed", target: { type: "user", id: userId }, detail: { email: before.email, from: before.role, to: role } });
    return after!;
  });
}

/** Deactivates a user (ending their sessions) or reactivates them with a clean slate of failed sign-ins, and audits it. */
export async function setUserActive(db: Db, { userId, active, actor }: { userId: string; active: boolean; actor: Actor }): Promise<Change | undefined> {
  return withAnAdminKept(db, userId, !active, async (tx, before) => {
    const reset = active ? { failedSignIns: 0, lastFailedAt: null, lockedUntil: null } : {};
    const after = await updateUser(tx, userId, { active, ...reset }, { endSessions: !active });
    await audit(tx, { actor, action: active ? "user.reactivated" : "user.deactivated", target: { type: "user", id: userId }, detail: { email: before.email } });
    return after!;
  });
}
