import "server-only";
import type { Db } from "@/lib/db";
import { audit } from "@/lib/audit/queries";
import { createUser, findUserByEmail, findUserBySsoSubject, normaliseEmail, recordSsoSignIn, type UserRow } from "@/lib/accounts/queries";
import { isLocked } from "./lockout";

/** What the identity provider says about the person: its `sub`, `email` and `email_verified` claims. */
export type SsoProfile = { subject: string | undefined; email: string | null | undefined; emailVerified: unknown; name: string | null | undefined };

export type SsoRefusal = "no_subject" | "no_email" | "email_unverified" | "subject_mismatch" | "inactive" | "locked" | "not_invited";
export type SsoOutcome = { ok: true; userId: string } | { ok: false; reason: SsoRefusal };

/**
 * Someone signing in with SSO. The provider's subject is the identity: a user already linked to it
 * signs in. Otherwise a user is found by email only when the provider vouches for the email
 * (email_verified true) and the user is not linked to another subject; that links them. A
 * newcomer becomes an agent or is refused, as configured. Deactivated and locked users never get in.
 */
export async function acceptSsoUser(db: Db, profile: SsoProfile, newUsers: "agent" | "refuse", now = new Date()): Promise<SsoOutcome> {
  const email = profile.email ? normaliseEmail(profile.email) : null;
  const verified = profile.emailVerified === true;
  const refuse = async (reason: SsoRefusal, user?: UserRow): Promise<SsoOutcome> => {
    await audit(db, {
      actor: user && (reason === "inactive" || reason === "locked") ? { id: user.id, email: user.email } : { id: null, email },
      action: "auth.sign_in_failed",
      ...(user ? { target: { type: "user", id: user.id } } : {}),
      detail: { method: "sso", reason },
    });
    return { ok: false, reason };
  };

  if (!profile.subject) return refuse("no_subject");
  let user = await findUserBySsoSubject(db, profile.subject);
  if (!user) {
    if (!email) return refuse("no_email");
    user = await findUserByEmail(db, email);
    if (user?.ssoSubject) return refuse("subject_mismatch", user);
    if (!verified) return refuse("email_unverified", user);
  }

  if (user) {
    if (!user.active) return refuse("inactive", user);
    if (isLocked(user, now)) return refuse("locked", user);
    // Checked again in the update itself, in case the user changed since they were read.
    const signedIn = await recordSsoSignIn(db, { userId: user.id, subject: profile.subject, now });
    if (!signedIn) return refuse("subject_mismatch", user);
    await audit(db, {
      actor: { id: user.id, email: user.email },
      action: "auth.sign_in",
      detail: { method: "sso", ...(user.ssoSubject ? {} : { linked: true }) },
    });
    return { ok: true, userId: user.id };
  }

  if (newUsers === "refuse") return refuse("not_invited");
  const created = await createUser(db, { email: email!, name: profile.name || email!, role: "agent", ssoSubject: profile.subject });
  await audit(db, {
    actor: { id: created.id, email: created.email },
    action: "user.created",
    target: { type: "user", id: created.id },
    detail: { via: "sso", role: "agent" },
  });
  return { ok: true, userId: created.id };
}
