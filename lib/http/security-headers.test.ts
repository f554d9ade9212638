import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders, type SecurityConfig } from "./security-headers";

const BASE: SecurityConfig = {
  appUrl: "http://localhost:3000",
  mapStyleUrl: "https://tiles.openfreemap.org/styles/liberty",
  geocoderUrl: "http://localhost:3000/sandbox/photon",
  oidcIssuer: null,
  production: true,
};

/** The policy as directive name -> sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((d) => {
      const [name, ...sources] = d.split(" ");
      return [name!, sources];
    }),
  );

describe("the content security policy", () => {
  it("lets the map reach its style's host, and the browser reach the geocoder", () => {
    const csp = directives(contentSecurityPolicy({ ...BASE, geocoderUrl: "https://photon.example.org/api" }));
    expect(csp["connect-src"]).toEqual(expect.arrayContaining(["'self'", "https://tiles.openfreemap.org", "https://photon.example.org"]));
    expect(csp["img-src"]).toEqual(expect.arrayContaining(["data:", "blob:", "https://tiles.openfreemap.org"]));
    expect(csp["worker-src"]).toEqual(["'self'", "blob:"]);
  });

  it("follows the configured map style, and names no map host without one", () => {
    const other = directives(contentSecurityPolicy({ ...BASE, mapStyleUrl: "https://maps.example.com:8443/style.json" }));
    expect(other["connect-src"]).toContain("https://maps.example.com:8443");
    expect(other["connect-src"]).not.toContain("https://tiles.openfreemap.org");
    const offline = directives(contentSecurityPolicy({ ...BASE, mapStyleUrl: null }));
    expect(offline["connect-src"]).toEqual(["'self'", "http://localhost:3000"]);
  });

  it("refuses framing, plugins and foreign base URLs; eval only in development", () => {
    const csp = directives(contentSecurityPolicy(BASE));
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ ...BASE, production: false }))["script-src"]).toContain("'unsafe-eval'");
  });

  it("lets the single sign-on form go to the identity provider", () => {
    const csp = directives(contentSecurityPolicy({ ...BASE, oidcIssuer: "https://login.example.com/realms/acme" }));
    expect(csp["form-action"]).toEqual(["'self'", "https://login.example.com"]);
  });
});

describe("the security headers", () => {
  it("keep tokens in guest links from other sites and forbid sniffing", () => {
    const headers = securityHeaders(BASE);
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("ask for HTTPS only when the app is served over it", () => {
    expect(securityHeaders(BASE)["Strict-Transport-Security"]).toBeUndefined();
    expect(contentSecurityPolicy(BASE)).not.toContain("upgrade-insecure-requests");
    const https = { ...BASE, appUrl: "https://desk.example.com" };
    expect(securityHeaders(https)["Strict-Transport-Security"]).toMatch(/^max-age=\d{7,}/);
    expect(contentSecurityPolicy(https)).toContain("upgrade-insecure-requests");
  });
});
