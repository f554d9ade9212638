import "server-only";
import { env } from "@/lib/env";
import { securityHeaders } from "./security-headers";

let cached: [string, string][] | undefined;

/** This installation's security headers, read from the configuration at start, so a style or geocoder set at run time is allowed without a rebuild. */
export function appSecurityHeaders(): [string, string][] {
  if (!cached) {
    const { appUrl, mapStyleUrl, geocoderUrl, production, auth } = env();
    cached = Object.entries(securityHeaders({ appUrl, mapStyleUrl, geocoderUrl, production, oidcIssuer: auth.oidc?.issuer ?? null }));
  }
  return cached;
}

/** A route handler's answer with the security headers, for the routes proxy.ts leaves alone (see its matcher). */
export function withSecurityHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of appSecurityHeaders()) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
