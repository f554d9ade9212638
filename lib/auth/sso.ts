import "server-only";
import type { Db } from "@/lib/db";
import { audit } from "@/lib/db/audit";
import { createUser, findUserByEmail, updateUser } from "@/lib/db/users";

export type SsoProfile = { email: string | null | undefined; name: string | null | undefined; subject: string | undefined };

/**
 * Someone signing in with SSO: a known, active user by email; a newcomer becomes an agent or is
 * refused, as configured. Returns the Ridedesk user id, or null when refused.
 */
export async function acceptSsoUser(db: Db, profile: SsoProfile, newUsers: "agent" | "refuse"): Promise<string | null> {
  if (!profile.email) return null;
  const existing = await findUserByEmail(db, profile.email);
  if (existing) {
    if (!existing.active) {
      await audit(db, { actor: { id: existing.id, email: existing.email }, action: "auth.sign_in_failed", detail: { method: "sso", reason: "inactive" } });
      return null;
    }
    await updateUser(db, existing.id, { lastSignInAt: new Date(), ssoSubject: existing.ssoSubject ?? profile.subject ?? null });
    await audit(db, { actor: { id: existing.id, email: existing.email }, action: "auth.sign_in", detail: { method: "sso" } });
    return existing.id;
  }
  if (newUsers === "refuse") {
    await audit(db, { actor: { id: null, email: profile.email.toLowerCase() }, action: "auth.sign_in_failed", detail: { method: "sso", reason: "not_invited" } });
    return null;
  }
  const user = await createUser(db, { email: profile.email, name: profile.name || profile.email, role: "agent", ssoSubject: profile.subject ?? null });
  await audit(db, { actor: { id: user.id, email: user.email }, action: "user.created", target: { type: "user", id: user.id }, detail: { via: "sso", role: "agent" } });
  return user.id;
}
