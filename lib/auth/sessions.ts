import "server-only";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { revokedSessions, users } from "@/lib/db/schema";
import type { UserRow } from "@/lib/accounts/queries";

/**
 * The user behind a session and whether that session was ended, in one round trip: this runs on
 * every session read.
 */
export async function findSessionUser(
  db: Db,
  { userId, sessionId }: { userId: string; sessionId: string | null },
): Promise<{ user: UserRow; revoked: boolean } | undefined> {
  const revoked =
    sessionId === null ? sql<boolean>`false` : sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sessionId} = ${sessionId})`;
  const [row] = await db.select({ user: users, revoked }).from(users).where(eq(users.id, userId));
  return row;
}

/** Ends one session until `expiresAt`, when no cookie of it can be valid any more; sessions past that are forgotten. */
export async function revokeSession(db: Db, { sessionId, expiresAt, now }: { sessionId: string; expiresAt: Date; now: Date }): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
  await db.insert(revokedSessions).values({ sessionId, expiresAt }).onConflictDoUpdate({ target: revokedSessions.sessionId, set: { expiresAt } });
}
