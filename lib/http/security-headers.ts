/**
 * The response headers that keep pages from being framed, sniffed or fed foreign scripts.
 * Pure, so tests can check the policy for any configuration.
 */

export type SecurityConfig = {
  appUrl: string;
  /** MapLibre style URL; its host also serves the tiles, glyphs and sprites. */
  mapStyleUrl: string | null;
  geocoderUrl: string;
  /** The identity provider's issuer, where the single sign-on form goes. */
  oidcIssuer: string | null;
  production: boolean;
};

const originOf = (url: string | null): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const uniq = (items: (string | null)[]) => [...new Set(items.filter((i): i is string => !!i))];

/**
 * A static policy rather than per-request nonces: nonces would make every page, the sign-in and
 * guest pages included, render on each request; the price is 'unsafe-inline' for Next's inline scripts.
 */
export function contentSecurityPolicy(config: SecurityConfig): string {
  const self = originOf(config.appUrl);
  const map = originOf(config.mapStyleUrl);
  const geocoder = originOf(config.geocoderUrl);
  const https = config.appUrl.startsWith("https:");
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // Next streams its page data in inline scripts; React needs eval only for its development overlay.
    ["script-src", ["'self'", "'unsafe-inline'", ...(config.production ? [] : ["'unsafe-eval'"])]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Meeting-point photos come from the provider's image hosts, which its API does not name in advance.
    ["img-src", uniq(["'self'", "data:", "blob:", "https:", map])],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", uniq(["'self'", self, map, geocoder])],
    ["worker-src", ["'self'", "blob:"]],
    ["child-src", ["'self'", "blob:"]],
    ["frame-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    // Single sign-on posts to our server, which answers with a redirect to the issuer.
    ["form-action", uniq(["'self'", originOf(config.oidcIssuer)])],
    ["frame-ancestors", ["'none'"]],
    ["manifest-src", ["'self'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Every header, by name; HSTS only when the app is served over https (it would lock out plain http). */
export function securityHeaders(config: SecurityConfig): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(config),
    // Guest links carry their token in the path: never send it to other sites.
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
  };
  if (config.appUrl.startsWith("https:")) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
