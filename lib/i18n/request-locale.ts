import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { currentUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { negotiateLocale, type Locale } from "./locales";

/** Set by the end-to-end tests (only while the sandbox's control API is on) to show the pseudo-locale. */
export const PSEUDO_COOKIE = "ridedesk-pseudo-locale";

/**
 * This request's language: the signed-in user's choice, else the browser's `Accept-Language`, else
 * the company's default. Sign-in and setup have no user yet, so they follow the browser. The choice
 * comes with the session (session-token.ts reads the user on every request), so it costs no query.
 */
export const requestLocale = cache(async (): Promise<Locale> => {
  const saved = (await currentUser())?.locale ?? null;
  return saved ?? negotiateLocale((await headers()).get("accept-language")) ?? env().companyLocale;
});

/** Whether this installation honours the pseudo-locale: only a test one, with the sandbox's control API on. */
function pseudoLocaleHonoured(): boolean {
  const { enabled, control } = env().sandbox;
  return enabled && control;
}

/** Whether this request asked for the pseudo-locale, which only a test installation honours. */
export async function wantsPseudoLocale(): Promise<boolean> {
  return pseudoLocaleHonoured() && (await cookies()).get(PSEUDO_COOKIE)?.value === "1";
}

/**
 * The same for a request read by hand: the guest's page, whose language is the booking's, not the
 * reader's, and which is put together without next-intl. The same cookie, under the same condition.
 */
export function requestWantsPseudoLocale(request: Request): boolean {
  if (!pseudoLocaleHonoured()) return false;
  return (request.headers.get("cookie") ?? "").split(";").some((pair) => pair.trim() === `${PSEUDO_COOKIE}=1`);
}
