import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { securityHeaders } from "@/lib/http/security-headers";
import { REQUEST_PATH_HEADER, requestPathOf } from "@/lib/request-path";

let cached: [string, string][] | undefined;

/** Read from the configuration at start, so a style or geocoder set at run time is allowed without a rebuild. */
function headers(): [string, string][] {
  if (!cached) {
    const { appUrl, mapStyleUrl, geocoderUrl, production, auth } = env();
    cached = Object.entries(securityHeaders({ appUrl, mapStyleUrl, geocoderUrl, production, oidcIssuer: auth.oidc?.issuer ?? null }));
  }
  return cached;
}

/** Pages, as opposed to the provider sandbox, Auth.js and API routes, and files with an extension. */
const PAGE = /^\/(?!api\/|sandbox(\/|$)|_next\/)(?!.*\.[a-z0-9]+$)/;

/** The guest's page, /r/<token>. */
const GUEST_PAGE = /^\/r\//;

/**
 * Puts the security headers on every page, route handler and public file; and passes the page
 * asked for to server components, so a signed-out visitor sent to sign-in comes back to it. The
 * path header is set on every page request, so a client cannot supply its own.
 */
export function proxy(request: NextRequest) {
  let response: NextResponse;
  if (PAGE.test(request.nextUrl.pathname)) {
    const forwarded = new Headers(request.headers);
    forwarded.set(REQUEST_PATH_HEADER, requestPathOf(request.nextUrl));
    response = NextResponse.next({ request: { headers: forwarded } });
  } else {
    response = NextResponse.next();
  }
  for (const [name, value] of headers()) response.headers.set(name, value);
  if (GUEST_PAGE.test(request.nextUrl.pathname)) {
    // The token is in the path: no other site may learn it, and no search engine may keep it.
    response.headers.set("Referrer-Policy", "no-referrer");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  }
  return response;
}

// Next's hashed build files get their headers from next.config.mjs, without a trip through here.
export const config = { matcher: ["/((?!_next/static|_next/image).*)"] };
