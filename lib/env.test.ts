import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, keptSandboxCredentials, logLevelOf, parseEnv } from "./env";

const REAL = {
  PROVIDER_BASE_URL: "https://cabify-sandbox.com",
  PROVIDER_AUTH_URL: "https://cabify-sandbox.com",
  PROVIDER_LOGISTICS_URL: "https://logistics.api.cabify-sandbox.com",
  PROVIDER_CLIENT_ID: "id",
  PROVIDER_CLIENT_SECRET: "secret",
};

const problems = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (e) {
    if (e instanceof EnvError) return e.message;
    throw e;
  }
  return null;
};

describe("configuration", () => {
  it("uses the embedded sandbox when no provider variable is set", () => {
    const env = parseEnv({ SANDBOX_CLIENT_ID: "ridedesk-sandbox", SANDBOX_CLIENT_SECRET: "sandbox-secret" });
    expect(env.provider).toMatchObject({
      mode: "sandbox",
      baseUrl: "http://localhost:3000/sandbox",
      authUrl: "http://localhost:3000/sandbox",
      clientId: "ridedesk-sandbox",
      clientSecret: "sandbox-secret",
    });
    expect(env.sandbox).toMatchObject({ enabled: true, clientId: "ridedesk-sandbox", clientSecret: "sandbox-secret" });
  });

  it("follows PORT, APP_URL and the sandbox's own settings", () => {
    const env = parseEnv({ PORT: "4100", SANDBOX_CLIENT_ID: "me", SANDBOX_CLOCK_SPEED: "30", SANDBOX_RATE_429: "0.1" });
    expect(env.provider).toMatchObject({ baseUrl: "http://localhost:4100/sandbox", clientId: "me" });
    expect(env.sandbox).toMatchObject({ clockSpeed: 30, rate429: 0.1 });
    expect(parseEnv({ APP_URL: "https://desk.example.com/" }).provider.baseUrl).toBe("https://desk.example.com/sandbox");
  });

  it("switches to the real provider when all five variables are set, and turns the sandbox off", () => {
    const env = parseEnv({ ...REAL, PROVIDER_BASE_URL: "https://cabify-sandbox.com/" });
    expect(env.provider).toMatchObject({ mode: "remote", baseUrl: "https://cabify-sandbox.com", clientSecret: "secret" });
    expect(env.sandbox.enabled).toBe(false);
  });

  it("refuses a half-set provider configuration, naming what is missing", () => {
    const { PROVIDER_CLIENT_SECRET: _secret, ...half } = REAL;
    void _secret;
    expect(problems(half)).toMatch(/PROVIDER_CLIENT_SECRET is missing/);
    expect(problems({ PROVIDER_CLIENT_ID: "id" })).toMatch(/PROVIDER_BASE_URL is missing/);
  });

  it("refuses malformed values, naming the variable", () => {
    expect(problems({ ...REAL, PROVIDER_BASE_URL: "cabify.com" })).toMatch(/PROVIDER_BASE_URL must be an http\(s\) URL/);
    expect(problems({ SANDBOX_RATE_5XX: "2" })).toMatch(/SANDBOX_RATE_5XX must be at most 1/);
    expect(problems({ SANDBOX_WEBHOOK_REORDER_RATE: "1.5" })).toMatch(/SANDBOX_WEBHOOK_REORDER_RATE must be at most 1/);
    expect(problems({ SANDBOX_PARCEL_FAILURE_SHARE: "0.7", SANDBOX_PARCEL_RETURN_SHARE: "0.4" })).toMatch(/must add up to at most 1/);
    expect(problems({ SANDBOX_ALLOW_LOOPBACK_CALLBACKS: "yes" })).toMatch(/SANDBOX_ALLOW_LOOPBACK_CALLBACKS must be "true" or "false"/);
    expect(problems({ SANDBOX_CLOCK_SPEED: "fast" })).toMatch(/SANDBOX_CLOCK_SPEED must be a number/);
    expect(problems({ PORT: "http" })).toMatch(/PORT/);
  });

  it("gives the embedded sandbox generated credentials unless they are set, never the documented ones", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "env-"));
    const env = parseEnv({ DATA_DIR: dataDir }, keptSandboxCredentials);
    expect(env.sandbox.clientSecret).not.toBe("sandbox-secret");
    expect(env.sandbox.clientSecret.length).toBeGreaterThanOrEqual(32);
    // The app's provider client uses what the sandbox accepts.
    expect(env.provider).toMatchObject({ clientId: env.sandbox.clientId, clientSecret: env.sandbox.clientSecret });
    // Kept in the data folder, as the README's curl examples read them, and the same at the next start.
    expect(fs.readFileSync(path.join(dataDir, "sandbox-credentials"), "utf8").trim()).toBe(`${env.sandbox.clientId}:${env.sandbox.clientSecret}`);
    expect(fs.statSync(path.join(dataDir, "sandbox-credentials")).mode & 0o077).toBe(0);
    expect(parseEnv({ DATA_DIR: dataDir }, keptSandboxCredentials).sandbox).toMatchObject({
      clientId: env.sandbox.clientId,
      clientSecret: env.sandbox.clientSecret,
    });
    // Set ones win, and nothing is generated for them.
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "env-"));
    expect(parseEnv({ DATA_DIR: other, SANDBOX_CLIENT_ID: "me", SANDBOX_CLIENT_SECRET: "mine" }, keptSandboxCredentials).provider).toMatchObject({
      clientId: "me",
      clientSecret: "mine",
    });
    expect(fs.existsSync(path.join(other, "sandbox-credentials"))).toBe(false);
  });

  it("keeps the sandbox's control endpoints off unless SANDBOX_CONTROL=true", () => {
    expect(parseEnv({}).sandbox.control).toBe(false);
    expect(parseEnv({ SANDBOX_CONTROL: "true" }).sandbox.control).toBe(true);
    expect(problems({ SANDBOX_CONTROL: "yes" })).toMatch(/SANDBOX_CONTROL must be "true" or "false"/);
  });

  it("gives no journey an end but a drop off unless SANDBOX_OUTCOME_SHARES says so, and names what is wrong in it", () => {
    expect(parseEnv({}).sandbox.outcomeShares).toEqual({ "not found": 0, "driver cancel": 0, "no show": 0 });
    expect(parseEnv({ SANDBOX_OUTCOME_SHARES: "not found=0.1,no show=0.05" }).sandbox.outcomeShares).toEqual({
      "not found": 0.1,
      "driver cancel": 0,
      "no show": 0.05,
    });
    expect(problems({ SANDBOX_OUTCOME_SHARES: "lost=0.5" })).toMatch(/SANDBOX_OUTCOME_SHARES.*"lost=0.5": the outcome must be one of/);
  });

  it("limits no sandbox call unless SANDBOX_RATE_LIMITS says so, and names what is wrong in it", () => {
    expect(parseEnv({}).sandbox.rateLimits).toEqual({});
    expect(parseEnv({ SANDBOX_RATE_LIMITS: "estimate=10/1s, journey=5/s" }).sandbox.rateLimits).toEqual({
      "POST /api/v4/estimates": { requests: 10, perSeconds: 1 },
      "POST /api/v4/journey": { requests: 5, perSeconds: 1 },
    });
    expect(problems({ SANDBOX_RATE_LIMITS: "estimate=10" })).toMatch(
      /SANDBOX_RATE_LIMITS "estimate=10": the limit must be calls per period.*\(e\.g\. "estimate=10\/1s,journey=5\/1s"\)/,
    );
    expect(problems({ SANDBOX_RATE_LIMITS: "estimates=10/1s" })).toMatch(/SANDBOX_RATE_LIMITS "estimates=10\/1s": the call must be one of estimate, journey/);
  });

  it("counts reports in the company's time zone, Madrid unless COMPANY_TIME_ZONE names another", () => {
    expect(parseEnv({}).companyTimeZone).toBe("Europe/Madrid");
    expect(parseEnv({ COMPANY_TIME_ZONE: "America/Lima" }).companyTimeZone).toBe("America/Lima");
    expect(problems({ COMPANY_TIME_ZONE: "Madrid/Spain" })).toMatch(/COMPANY_TIME_ZONE must be an IANA time zone/);
  });

  it("names the company on the guest's page, Ridedesk unless COMPANY_NAME says otherwise", () => {
    expect(parseEnv({}).companyName).toBe("Ridedesk");
    expect(parseEnv({ COMPANY_NAME: "  Acme Travel " }).companyName).toBe("Acme Travel");
    expect(problems({ COMPANY_NAME: "x".repeat(81) })).toMatch(/COMPANY_NAME must be at most 80 characters/);
  });

  it("logs at info unless LOG_LEVEL says otherwise, and keeps tests quiet", () => {
    expect(parseEnv({}).logLevel).toBe("info");
    expect(parseEnv({ NODE_ENV: "test" }).logLevel).toBe("silent");
    expect(parseEnv({ NODE_ENV: "test", LOG_LEVEL: "debug" }).logLevel).toBe("debug");
    expect(problems({ LOG_LEVEL: "verbose" })).toMatch(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
    // The logger still works while the configuration is broken, so it can say so.
    expect(logLevelOf({ LOG_LEVEL: "warn", PORT: "nope" })).toBe("warn");
    expect(logLevelOf({ LOG_LEVEL: "verbose", NODE_ENV: "production" })).toBe("info");
  });

  it("trusts the forwarded headers of loopback proxies only, and limits the public routes, unless told otherwise", () => {
    expect(parseEnv({}).http).toEqual({ trustedProxies: ["127.0.0.0/8", "::1/128"], rateLimits: { guestPage: 120, signIn: 20, webhook: 600 } });
    const set = parseEnv({ TRUST_PROXY: "10.0.0.0/8,none", RATE_LIMIT_GUEST_PAGE: "0", RATE_LIMIT_SIGN_IN: "5", RATE_LIMIT_WEBHOOK: "60" }).http;
    expect(set).toEqual({ trustedProxies: ["10.0.0.0/8"], rateLimits: { guestPage: 0, signIn: 5, webhook: 60 } });
    expect(parseEnv({ TRUST_PROXY: "none" }).http.trustedProxies).toEqual([]);
    expect(problems({ TRUST_PROXY: "my-proxy" })).toContain('TRUST_PROXY has "my-proxy", which is not an IP address');
    expect(problems({ RATE_LIMIT_SIGN_IN: "2.5" })).toContain("RATE_LIMIT_SIGN_IN must be a whole number");
    expect(problems({ RATE_LIMIT_WEBHOOK: "-1" })).toContain("RATE_LIMIT_WEBHOOK must be at least 0");
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ PROVIDER_CLIENT_ID: "" }).provider.mode).toBe("sandbox");
  });
});
