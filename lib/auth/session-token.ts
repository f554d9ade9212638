import "server-only";
import { isLocale } from "@/lib/locales";
import { randomUUID } from "node:crypto";
import type { JWT } from "@auth/core/jwt";
import type { Db } from "@/lib/db";
import { findSessionUser, revokeSession } from "./sessions";
import { updateUser } from "@/lib/accounts/queries";

/** How long a session lasts; also how long a signed-out session is remembered as ended. */
export const SESSION_MAX_AGE_S = 12 * 60 * 60;

/**
 * The session token's check on every read. A new sign-in gets its own session id; the token is
 * refused once its user is gone or deactivated, their access changed (session version), or this
 * session was signed out.
 */
export async function checkSessionToken(db: Db, token: JWT, signedIn?: { id?: string; sessionVersion?: number }): Promise<JWT | null> {
  if (signedIn?.id) {
    token.uid = signedIn.id;
    token.sv = signedIn.sessionVersion;
    token.sid = randomUUID();
  }
  if (!token.uid) return null;
  const found = await findSessionUser(db, { userId: token.uid, sessionId: token.sid ?? null });
  if (!found || found.revoked || !found.user.active) return null;
  const row = found.user;
  if (token.sv === undefined) token.sv = row.sessionVersion; // SSO sign-in: the version as it is now
  if (row.sessionVersion !== token.sv) return null;
  token.role = row.role;
  token.name = row.name;
  token.email = row.email;
  token.locale = isLocale(row.locale) ? row.locale : null;
  return token;
}

/**
 * Ends one session, so a copy of its cookie stops working too. A session from before sessions
 * had their own id can only be ended with all of the user's sessions.
 */
export async function endSession(db: Db, { sessionId, userId }: { sessionId: string | undefined; userId: string }, now = new Date()): Promise<void> {
  if (sessionId) await revokeSession(db, { sessionId, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000), now });
  else await updateUser(db, userId, {}, { endSessions: true });
}
