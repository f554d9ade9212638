import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { guestPageResponse } from "@/lib/guest-page/respond";
import { tapNoticeOf } from "@/lib/guest-page/ready-html";
import { requestWantsPseudoLocale } from "@/lib/i18n/request-locale";
import { negotiateLocale } from "@/lib/locales";
import { limitGuestPage, tooManyRequests } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

/**
 * The guest's page: public, no session, served as plain HTML from a route handler so a phone
 * loads no framework (a page would ship React's runtime, several times the page's budget).
 * The token is the proof; it is checked for shape before the database is read. Requests are
 * counted per page and client address first, under a ceiling per address, so one client cannot
 * crowd out the rest and an office's open pages do not crowd out each other. Its language is the
 * booking's; a test installation shows the pseudo-locale instead when the request asks for it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const verdict = await limitGuestPage(token, request.headers);
  // In the language the browser asks for, as the other routes' refusals.
  if (!verdict.ok) return tooManyRequests(verdict.retryAfterSeconds, negotiateLocale(request.headers.get("accept-language")) ?? env().companyLocale);
  return guestPageResponse({
    token,
    acceptLanguage: request.headers.get("accept-language"),
    db,
    companyName: env().companyName,
    pseudo: requestWantsPseudoLocale(request),
    notice: tapNoticeOf(new URL(request.url).searchParams.get("ready")),
  });
}
