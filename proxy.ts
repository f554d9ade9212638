import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { securityHeaders } from "@/lib/http/security-headers";

let cached: [string, string][] | undefined;

/** Read from the configuration at start, so a style or geocoder set at run time is allowed without a rebuild. */
function headers(): [string, string][] {
  if (!cached) {
    const { appUrl, mapStyleUrl, geocoderUrl, production, auth } = env();
    cached = Object.entries(securityHeaders({ appUrl, mapStyleUrl, geocoderUrl, production, oidcIssuer: auth.oidc?.issuer ?? null }));
  }
  return cached;
}

/** Puts the security headers on every page, route handler and public file. */
export function proxy() {
  const response = NextResponse.next();
  for (const [name, value] of headers()) response.headers.set(name, value);
  return response;
}

// Next's hashed build files get their headers from next.config.mjs, without a trip through here.
export const config = { matcher: ["/((?!_next/static|_next/image).*)"] };
