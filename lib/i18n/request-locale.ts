import "server-only";
import { cookies } from "next/headers";
import { env } from "@/lib/env";

/** Set by the end-to-end tests (only while the sandbox's control API is on) to show the pseudo-locale. */
export const PSEUDO_COOKIE = "ridedesk-pseudo-locale";

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
