import "server-only";
import { log } from "@/lib/log";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { safeParseInput, z } from "@/lib/zod";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { requestClientAddress } from "@/lib/http/peer-address";
import { checkCredentials } from "./credentials";
import { LOCK_AFTER_FAILURES } from "./lockout";
import { authSecret } from "./secret";
import { refusalCode } from "./sign-in-refusal";
import { checkSessionToken, endSession, SESSION_MAX_AGE_S } from "./session-token";
import { acceptSsoUser, type SsoRefusal } from "./sso";
import type { Role } from "@/lib/db/schema";
import type { Locale } from "@/lib/locales";

const logger = log.child({ module: "auth" });

declare module "next-auth" {
  interface Session {
    user: { id: string; email: string; name: string; role: Role; locale: Locale | null };
    /** This session's own id, so signing out can end it alone. */
    sid?: string;
  }
  interface User {
    sessionVersion?: number;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    uid?: string;
    sv?: number;
    sid?: string;
    role?: Role;
    locale?: Locale | null;
  }
}

/** A refused password sign-in; its code says why (sign-in-refusal.ts), and travels to the sign-in form. */
export class RefusedLogin extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

/** The sign-in page's message for each SSO refusal. */
const SSO_ERROR: Record<SsoRefusal, string> = {
  not_invited: "sso_refused",
  no_subject: "sso_unmatched",
  no_email: "sso_unmatched",
  email_unverified: "sso_unmatched",
  subject_mismatch: "sso_unmatched",
  inactive: "sso_inactive",
  locked: "sso_locked",
};

const credentials = z.object({ email: z.email().max(320), password: z.string().min(1).max(256) });

function config(): NextAuthConfig {
  const { auth: settings } = env();
  const providers: NextAuthConfig["providers"] = [
    Credentials({
      credentials: { email: {}, password: {} },
      // The request's headers are the sign-in action's own (next/headers), or those of a direct POST to Auth.js.
      async authorize(raw, request) {
        const parsed = safeParseInput(credentials, raw);
        if (!parsed.success) throw new RefusedLogin(refusalCode({ ok: false, reason: "invalid", slowed: false, left: LOCK_AFTER_FAILURES }));
        const outcome = await checkCredentials(await db(), { ...parsed.data, address: requestClientAddress(request.headers) });
        if (outcome.ok) return { id: outcome.user.id, email: outcome.user.email, name: outcome.user.name, sessionVersion: outcome.user.sessionVersion };
        throw new RefusedLogin(refusalCode(outcome));
      },
    }),
  ];
  if (settings.oidc) {
    providers.push({
      id: "oidc",
      name: settings.oidc.name,
      type: "oidc",
      issuer: settings.oidc.issuer,
      clientId: settings.oidc.clientId,
      clientSecret: settings.oidc.clientSecret,
    });
  }

  return {
    secret: authSecret(),
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    // A wrong password is an expected outcome, already in the audit log: not a server error to log.
    logger: {
      error(error) {
        if (error.name === "CredentialsSignin" || (error as { type?: string }).type === "CredentialsSignin") return;
        logger.error({ err: error }, "Auth.js reported an error");
      },
    },
    providers,
    // Auth.js's own sign-out endpoint ends the session as the app's sign-out does.
    events: {
      async signOut(message) {
        const token = "token" in message ? message.token : null;
        if (token?.uid) await endSession(await db(), { sessionId: token.sid, userId: token.uid });
      },
    },
    callbacks: {
      async signIn({ account, profile, user }) {
        if (account?.provider !== "oidc") return true;
        // Only the ID token's claims count: its subject, and its email when the provider says it verified it.
        const outcome = await acceptSsoUser(
          await db(),
          { subject: profile?.sub ?? account.providerAccountId, email: profile?.email, emailVerified: profile?.email_verified, name: profile?.name },
          env().auth.ssoNewUsers,
        );
        if (!outcome.ok) return `/sign-in?error=${SSO_ERROR[outcome.reason]}`;
        user.id = outcome.userId;
        return true;
      },
      /** Runs on every session read: a deactivated user, one whose access changed, or a signed-out session is refused. */
      async jwt({ token, user }) {
        return checkSessionToken(await db(), token, user);
      },
      session({ session, token }) {
        session.user = {
          ...session.user,
          id: token.uid!,
          email: token.email!,
          name: token.name ?? token.email!,
          role: token.role!,
          locale: token.locale ?? null,
        };
        session.sid = token.sid;
        return session;
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
