import "server-only";
import path from "node:path";
import { PASSWORD_PROBLEM_IN_CONFIG, passwordProblem } from "@/lib/password-policy";
import { defaultLogLevel, envSchema, logLevel, nodeEnv, PROVIDER_VARS, type LogLevel } from "./env-schema";
import type { Env, ProviderConfig, TwilioSettings } from "./env-types";
import { freshSandboxCredentials, keptSandboxCredentials, sandboxTwilio, type SandboxCredentials } from "./sandbox-credentials";

export type * from "./env-types";
export { LOG_LEVELS, type LogLevel } from "./env-schema";
export { keptSandboxCredentials, type SandboxCredentials } from "./sandbox-credentials";

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ridedesk cannot start: its configuration is invalid.\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/**
 * Parses a raw environment. Pure unless told how to keep the sandbox's generated credentials:
 * by default they are made afresh in memory, so tests can feed it any record.
 */
export function parseEnv(
  source: Record<string, string | undefined>,
  generatedSandboxCredentials: (dataDir: string) => SandboxCredentials = freshSandboxCredentials,
): Env {
  // An empty variable means "not set", as in most .env tooling.
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`));
  }
  const e = parsed.data;
  const set = PROVIDER_VARS.filter((name) => e[name] !== undefined);
  if (set.length > 0 && set.length < PROVIDER_VARS.length) {
    const missing = PROVIDER_VARS.filter((name) => e[name] === undefined);
    throw new EnvError(
      missing.map(
        (name) =>
          `${name} is missing: the real provider needs all of ${PROVIDER_VARS.join(", ")} (${set.join(", ")} ${set.length === 1 ? "is" : "are"} set). Unset them all to use the embedded sandbox.`,
      ),
    );
  }

  const oidcSet = (["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const).filter((n) => e[n] !== undefined);
  if (oidcSet.length > 0 && oidcSet.length < 3) {
    const missing = (["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const).filter((n) => e[n] === undefined);
    throw new EnvError(missing.map((n) => `${n} is missing: single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.`));
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new EnvError([
      `${e.ADMIN_EMAIL === undefined ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"} is missing: the first admin needs both ADMIN_EMAIL and ADMIN_PASSWORD.`,
    ]);
  }
  if (e.SANDBOX_PARCEL_FAILURE_SHARE + e.SANDBOX_PARCEL_RETURN_SHARE > 1) {
    throw new EnvError(["SANDBOX_PARCEL_FAILURE_SHARE and SANDBOX_PARCEL_RETURN_SHARE must add up to at most 1"]);
  }
  if ((e.TWILIO_ACCOUNT_SID === undefined) !== (e.TWILIO_AUTH_TOKEN === undefined)) {
    throw new EnvError([
      `${e.TWILIO_ACCOUNT_SID === undefined ? "TWILIO_ACCOUNT_SID" : "TWILIO_AUTH_TOKEN"} is missing: Twilio needs both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN. Unset both to use the embedded sandbox.`,
    ]);
  }
  if (e.TWILIO_ACCOUNT_SID !== undefined && e.TWILIO_SMS_FROM === undefined && e.TWILIO_WHATSAPP_FROM === undefined) {
    throw new EnvError(["TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM is missing: with a Twilio account, set the sender of SMS, of WhatsApp, or both."]);
  }
  if ((e.SMTP_URL === undefined) !== (e.MAIL_FROM === undefined)) {
    throw new EnvError([`${e.SMTP_URL === undefined ? "SMTP_URL" : "MAIL_FROM"} is missing: email needs both SMTP_URL and MAIL_FROM.`]);
  }
  if (e.ADMIN_PASSWORD !== undefined) {
    const weak = passwordProblem(e.ADMIN_PASSWORD, e.ADMIN_EMAIL);
    if (weak) throw new EnvError([`ADMIN_PASSWORD ${PASSWORD_PROBLEM_IN_CONFIG[weak]}`]);
  }

  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  const dataDir = path.resolve(e.DATA_DIR);
  const remote = set.length === PROVIDER_VARS.length;
  const sandboxUrl = `${appUrl}/sandbox`;
  const configured = e.SANDBOX_CLIENT_ID !== undefined && e.SANDBOX_CLIENT_SECRET !== undefined;
  const generated = configured ? undefined : remote ? freshSandboxCredentials() : generatedSandboxCredentials(dataDir);
  const sandboxClientId = e.SANDBOX_CLIENT_ID ?? generated!.clientId;
  const sandboxClientSecret = e.SANDBOX_CLIENT_SECRET ?? generated!.clientSecret;
  const provider: ProviderConfig = remote
    ? {
        mode: "remote",
        baseUrl: e.PROVIDER_BASE_URL!,
        authUrl: e.PROVIDER_AUTH_URL!,
        logisticsUrl: e.PROVIDER_LOGISTICS_URL!,
        clientId: e.PROVIDER_CLIENT_ID!,
        clientSecret: e.PROVIDER_CLIENT_SECRET!,
      }
    : {
        mode: "sandbox",
        baseUrl: sandboxUrl,
        authUrl: sandboxUrl,
        logisticsUrl: `${sandboxUrl}/logistics`,
        clientId: sandboxClientId,
        clientSecret: sandboxClientSecret,
      };

  const twilioRemote = e.TWILIO_ACCOUNT_SID !== undefined;
  const twilio: TwilioSettings = twilioRemote
    ? {
        mode: "remote",
        apiUrl: e.TWILIO_API_URL ?? "https://api.twilio.com",
        accountSid: e.TWILIO_ACCOUNT_SID!,
        authToken: e.TWILIO_AUTH_TOKEN!,
        smsFrom: e.TWILIO_SMS_FROM ?? null,
        whatsappFrom: e.TWILIO_WHATSAPP_FROM ?? null,
      }
    : {
        mode: "sandbox",
        apiUrl: e.TWILIO_API_URL ?? `${sandboxUrl}/twilio`,
        ...sandboxTwilio(sandboxClientSecret),
        // Twilio's magic test number, which its test credentials accept as a sender.
        smsFrom: e.TWILIO_SMS_FROM ?? "+15005550006",
        whatsappFrom: e.TWILIO_WHATSAPP_FROM ?? "whatsapp:+14155238886",
      };

  return {
    appUrl,
    mapStyleUrl: e.MAP_STYLE_URL === "none" ? null : e.MAP_STYLE_URL,
    ownFleet: e.COMPANY_OWN_FLEET === "true",
    companyTimeZone: e.COMPANY_TIME_ZONE,
    companyName: e.COMPANY_NAME,
    companyLocale: e.COMPANY_LOCALE,
    geocoderUrl: e.GEOCODER_URL ?? (remote ? "https://photon.komoot.io" : `${sandboxUrl}/photon`),
    dataDir,
    production: e.NODE_ENV === "production",
    databaseUrl: e.DATABASE_URL ?? null,
    logLevel: e.LOG_LEVEL ?? defaultLogLevel(e.NODE_ENV),
    auth: {
      secret: e.AUTH_SECRET ?? null,
      firstAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME } : null,
      oidc: e.OIDC_ISSUER ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET!, name: e.OIDC_NAME } : null,
      ssoNewUsers: e.SSO_NEW_USERS,
    },
    provider,
    sandbox: {
      enabled: !remote,
      clientId: sandboxClientId,
      clientSecret: sandboxClientSecret,
      control: e.SANDBOX_CONTROL === "true",
      stateDir: path.join(dataDir, "sandbox"),
      legacyStateFile: path.join(dataDir, "sandbox.json"),
      clockSpeed: e.SANDBOX_CLOCK_SPEED,
      latencyMs: e.SANDBOX_LATENCY_MS,
      rate429: e.SANDBOX_RATE_429,
      rate5xx: e.SANDBOX_RATE_5XX,
      rateLimits: e.SANDBOX_RATE_LIMITS,
      tokenTtlSeconds: e.SANDBOX_TOKEN_TTL_SECONDS,
      allowLoopbackCallbacks: e.SANDBOX_ALLOW_LOOPBACK_CALLBACKS === "true",
      logistics: {
        failureShare: e.SANDBOX_PARCEL_FAILURE_SHARE,
        returnShare: e.SANDBOX_PARCEL_RETURN_SHARE,
        duplicateRate: e.SANDBOX_WEBHOOK_DUPLICATE_RATE,
        reorderRate: e.SANDBOX_WEBHOOK_REORDER_RATE,
        dropRate: e.SANDBOX_WEBHOOK_DROP_RATE,
        retryBaseMs: Math.round(e.SANDBOX_WEBHOOK_RETRY_SECONDS * 1000),
        retryMaxMs: Math.round(e.SANDBOX_WEBHOOK_RETRY_MAX_SECONDS * 1000),
        expiryMs: Math.round(e.SANDBOX_WEBHOOK_EXPIRY_SECONDS * 1000),
      },
      outcomeShares: e.SANDBOX_OUTCOME_SHARES,
      messages: { failureShare: e.SANDBOX_MESSAGE_FAILURE_SHARE, stopShare: e.SANDBOX_MESSAGE_STOP_SHARE },
    },
    messaging: {
      twilio,
      email: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : null,
      statusCallbackUrl: `${appUrl}/api/webhooks/twilio`,
    },
    http: {
      trustedProxies: e.TRUST_PROXY,
      rateLimits: { guestPage: e.RATE_LIMIT_GUEST_PAGE, signIn: e.RATE_LIMIT_SIGN_IN, webhook: e.RATE_LIMIT_WEBHOOK },
    },
    jobs: {
      journeyPollSeconds: e.JOURNEY_POLL_SECONDS,
      journeySettleSeconds: e.JOURNEY_SETTLE_SECONDS,
      parcelCheckSeconds: e.PARCEL_CHECK_SECONDS,
      bookingAnswerSeconds: e.BOOKING_ANSWER_SECONDS,
      workers: e.JOB_WORKERS === "true",
    },
  };
}

let cached: Env | undefined;

/**
 * The log level alone, for the logger: it must work while the rest of the configuration is broken,
 * to say so. A malformed LOG_LEVEL falls back to "info" here and stops the server through env().
 */
export function logLevelOf(source: Record<string, string | undefined>): LogLevel {
  const level = logLevel.safeParse(source.LOG_LEVEL || undefined);
  const environment = nodeEnv.safeParse(source.NODE_ENV || undefined);
  return (level.success && level.data) || defaultLogLevel(environment.success ? environment.data : "development");
}

/** The server log's level, read from process.env. */
export const configuredLogLevel = (): LogLevel => logLevelOf(process.env);

/** The app's configuration, read from process.env once. */
export function env(): Env {
  cached ??= parseEnv(process.env, keptSandboxCredentials);
  return cached;
}
