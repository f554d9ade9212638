import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { users, type Role } from "./schema";

export type UserRow = typeof users.$inferSelect;
export type PublicUser = Pick<UserRow, "id" | "email" | "name" | "role" | "active" | "lockedUntil" | "lastSignInAt" | "createdAt"> & {
  hasPassword: boolean;
  sso: boolean;
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email)));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.role, "admin"), eq(users.active, true)));
  return (row?.n ?? 0) > 0;
}

export async function createUser(
  db: Db,
  input: { email: string; name: string; role: Role; passwordHash?: string | null; ssoSubject?: string | null },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ email: normaliseEmail(input.email), name: input.name.trim(), role: input.role, passwordHash: input.passwordHash ?? null, ssoSubject: input.ssoSubject ?? null })
    .returning();
  return row!;
}

/** Changes a user; anything that affects access also ends their sessions. */
export async function updateUser(
  db: Db,
  id: string,
  change: Partial<Pick<UserRow, "name" | "role" | "active" | "passwordHash" | "failedSignIns" | "lastFailedAt" | "lockedUntil" | "lastSignInAt" | "ssoSubject">>,
  { endSessions = false } = {},
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: new Date(), ...(endSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}) })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function listUsers(db: Db): Promise<PublicUser[]> {
  const rows = await db.select().from(users).orderBy(asc(users.name), asc(users.email));
  return rows.map(toPublic);
}

export function toPublic(u: UserRow): PublicUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    active: u.active,
    lockedUntil: u.lockedUntil,
    lastSignInAt: u.lastSignInAt,
    createdAt: u.createdAt,
    hasPassword: u.passwordHash !== null,
    sso: u.ssoSubject !== null,
  };
}

/** Active admins other than the given user: the last admin may not be demoted or deactivated. */
export async function otherActiveAdmins(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true), sql`${users.id} <> ${userId}`));
  return row?.n ?? 0;
}
