import "server-only";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { PASSWORD_PROBLEM_IN_CONFIG, passwordProblem } from "./accounts/password-policy";
import { parseTrustedProxies } from "./http/client-address";
import { LOCALES, type Locale } from "./i18n/locales";
import { NO_SHARES, parseOutcomeShares, parseRateLimits, type OutcomeShares, type RateLimit } from "./sandbox-settings";

/** Where the app gets its provider: the embedded sandbox, or a real provider from configuration. */
export type ProviderConfig = {
  mode: "sandbox" | "remote";
  baseUrl: string;
  authUrl: string;
  logisticsUrl: string;
  clientId: string;
  clientSecret: string;
};

export type SandboxSettings = {
  enabled: boolean;
  /** From SANDBOX_CLIENT_ID/SECRET; otherwise generated on first start and kept in the data folder. */
  clientId: string;
  clientSecret: string;
  /** Whether the control endpoints (/sandbox/_sandbox/...) answer; they are 404 otherwise. */
  control: boolean;
  /** The folder of the sandbox's state, and the single file that held it before. */
  stateDir: string;
  legacyStateFile: string;
  clockSpeed: number;
  latencyMs: number;
  rate429: number;
  rate5xx: number;
  /** The gateway's limits by call ("POST /api/v4/estimates"), per client (SANDBOX_RATE_LIMITS); none by default. */
  rateLimits: Record<string, RateLimit>;
  tokenTtlSeconds: number;
  /** Admit IPv4 loopback webhook callbacks (127.0.0.0/8), so the local app can receive notifications. */
  allowLoopbackCallbacks: boolean;
  /** The logistics API's simulated outcomes and notification faults. */
  logistics: {
    failureShare: number;
    returnShare: number;
    duplicateRate: number;
    reorderRate: number;
    dropRate: number;
    retryBaseMs: number;
    retryMaxMs: number;
    expiryMs: number;
  };
  /** Shares of new journeys that end in not found, driver cancel or no show (SANDBOX_OUTCOME_SHARES). */
  outcomeShares: OutcomeShares;
  /** The text messages API: shares of messages that fail, and of recipients who answer STOP. */
  messages: { failureShare: number; stopShare: number };
};

export type AuthSettings = {
  /** From AUTH_SECRET; when unset, one is generated and kept in the data folder. */
  secret: string | null;
  /** The first admin, created on first start when no admin exists. */
  firstAdmin: { email: string; password: string; name: string } | null;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  /** What happens to someone who signs in with SSO for the first time. */
  ssoNewUsers: "agent" | "refuse";
};

/** Where guests' text messages go: Twilio's Messaging API, or the embedded sandbox's copy of it. */
export type TwilioSettings = {
  mode: "sandbox" | "remote";
  /** Twilio's API root (TWILIO_API_URL), without the /2010-04-01 version. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The SMS sender: a phone number in E.164 or a Messaging Service SID (MG…); null when SMS is not set up. */
  smsFrom: string | null;
  /** The WhatsApp sender, "whatsapp:+…"; null when WhatsApp is not set up. */
  whatsappFrom: string | null;
};

export type MessagingSettings = {
  twilio: TwilioSettings;
  /** Email over SMTP (SMTP_URL, MAIL_FROM); null when no SMTP server is configured, and email is not offered. */
  email: { smtpUrl: string; from: string } | null;
  /** Where Twilio posts delivery statuses: the app's own receiver. */
  statusCallbackUrl: string;
};

export type Env = {
  appUrl: string;
  /** MapLibre style for the booking map; null means the built-in offline style. */
  mapStyleUrl: string | null;
  /** A Photon-compatible geocoder; the sandbox's gazetteer answers when it cannot be reached. */
  geocoderUrl: string;
  /** The company has its own fleet, so bookings may name a preferred driver. */
  ownFleet: boolean;
  /** The IANA time zone the company's reports count days and months in. */
  companyTimeZone: string;
  /** The company's name as guests read it on their ride page. */
  companyName: string;
  /** The desk's language for people who have not chosen one and whose browser asks for none we speak. */
  companyLocale: Locale;
  dataDir: string;
  production: boolean;
  /** PostgreSQL when set; the embedded PGlite database in the data folder otherwise. */
  databaseUrl: string | null;
  /** The server log's level: LOG_LEVEL, else "info" ("silent" under tests). */
  logLevel: LogLevel;
  auth: AuthSettings;
  provider: ProviderConfig;
  sandbox: SandboxSettings;
  jobs: JobSettings;
  http: HttpSettings;
  messaging: MessagingSettings;
};

export type HttpSettings = {
  /** Ranges of the reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustedProxies: string[];
  /** Requests per minute from one client address on each public route; 0 is no limit. */
  rateLimits: { guestPage: number; signIn: number; webhook: number };
};

export type JobSettings = {
  /** Seconds between reads of a journey in progress. */
  journeyPollSeconds: number;
  /** Between reads of a dropped-off journey until the provider closes it with its totals. */
  journeySettleSeconds: number;
  /** Seconds between reconciliation reads of a moving parcel (doubling while nothing changes, up to 15 minutes). */
  parcelCheckSeconds: number;
  /** A booking still waiting this long for the provider's answer lost it (a crash, a restart): it becomes uncertain. */
  bookingAnswerSeconds: number;
  /** Whether this process runs background jobs (every process still queues them). */
  workers: boolean;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ridedesk cannot start: its configuration is invalid.\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export type SandboxCredentials = { clientId: string; clientSecret: string };

const freshSandboxCredentials = (): SandboxCredentials => ({
  clientId: `ridedesk-sandbox-${randomBytes(4).toString("hex")}`,
  clientSecret: randomBytes(24).toString("base64url"),
});

/**
 * The embedded sandbox's credentials, generated on first start and kept in the data folder as
 * "client_id:client_secret", so the app and a curl reading the file use the same ones.
 */
export function keptSandboxCredentials(dataDir: string): SandboxCredentials {
  const file = path.join(dataDir, "sandbox-credentials");
  const read = (): SandboxCredentials => {
    const [clientId = "", ...secret] = fs.readFileSync(file, "utf8").trim().split(":");
    return { clientId, clientSecret: secret.join(":") };
  };
  try {
    return read();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const fresh = freshSandboxCredentials();
    try {
      fs.writeFileSync(file, `${fresh.clientId}:${fresh.clientSecret}\n`, { flag: "wx", mode: 0o600 });
      return fresh;
    } catch {
      return read(); // another process wrote it first
    }
  }
}

const PROVIDER_VARS = [
  "PROVIDER_BASE_URL",
  "PROVIDER_AUTH_URL",
  "PROVIDER_LOGISTICS_URL",
  "PROVIDER_CLIENT_ID",
  "PROVIDER_CLIENT_SECRET",
] as const;

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((u) => u.replace(/\/+$/, ""));
const nonEmpty = z.string().trim().min(1, "must not be empty");
const number = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);

/** Requests per minute from one client address; 0 turns the limit off. */
const perMinute = (fallback: number) =>
  z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be at least 0 (0 is no limit)").max(1_000_000, "must be at most 1000000").default(fallback);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const nodeEnv = z.enum(["development", "production", "test"]).default("development");
const logLevel = z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).optional();
/** Tests keep their output to their own reports; a server says what it does. */
const defaultLogLevel = (nodeEnvironment: z.infer<typeof nodeEnv>): LogLevel => (nodeEnvironment === "test" ? "silent" : "info");

const schema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: logLevel,
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// URL").optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters (try: openssl rand -base64 33)").optional(),
  ADMIN_EMAIL: z.email("must be an email address").optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_NAME: nonEmpty.default("Administrator"),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: nonEmpty.optional(),
  OIDC_CLIENT_SECRET: nonEmpty.optional(),
  OIDC_NAME: nonEmpty.default("Single sign-on"),
  SSO_NEW_USERS: z.enum(["agent", "refuse"], { error: 'must be "agent" or "refuse"' }).default("agent"),
  MAP_STYLE_URL: z.union([z.literal("none"), httpUrl]).default("https://tiles.openfreemap.org/styles/liberty"),
  GEOCODER_URL: httpUrl.optional(),
  COMPANY_NAME: nonEmpty.max(80, "must be at most 80 characters").default("Ridedesk"),
  COMPANY_LOCALE: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(", ")}` }).default("en"),
  COMPANY_OWN_FLEET: z.enum(["true", "false"], { error: 'must be "true" or "false"' }).default("false"),
  COMPANY_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, "must be an IANA time zone, like Europe/Madrid")
    .default("Europe/Madrid"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: httpUrl.optional(),
  DATA_DIR: nonEmpty.default(".data"),
  PROVIDER_BASE_URL: httpUrl.optional(),
  PROVIDER_AUTH_URL: httpUrl.optional(),
  PROVIDER_LOGISTICS_URL: httpUrl.optional(),
  PROVIDER_CLIENT_ID: nonEmpty.optional(),
  PROVIDER_CLIENT_SECRET: nonEmpty.optional(),
  SANDBOX_CLIENT_ID: z.string().regex(/^[^:\s]+$/, "must not be empty or contain spaces or colons").optional(),
  SANDBOX_CLIENT_SECRET: nonEmpty.optional(),
  SANDBOX_CONTROL: z.enum(["true", "false"], { error: 'must be "true" or "false"' }).default("false"),
  SANDBOX_CLOCK_SPEED: number(0.01, 10_000, 1),
  SANDBOX_LATENCY_MS: number(0, 60_000, 0),
  SANDBOX_RATE_429: number(0, 1, 0),
  SANDBOX_RATE_5XX: number(0, 1, 0),
  SANDBOX_RATE_LIMITS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return text?.trim() ? parseRateLimits(text) : {};
      } catch (e) {
        ctx.addIssue({ code: "custom", message: `${(e as Error).message} (e.g. "estimate=10/1s,journey=5/1s")` });
        return z.NEVER;
      }
    }),
  SANDBOX_TOKEN_TTL_SECONDS: number(1, 60 * 60 * 24 * 60, 3600),
  SANDBOX_ALLOW_LOOPBACK_CALLBACKS: z.enum(["true", "false"], { error: 'must be "true" or "false"' }).default("false"),
  SANDBOX_PARCEL_FAILURE_SHARE: number(0, 1, 0),
  SANDBOX_PARCEL_RETURN_SHARE: number(0, 1, 0),
  SANDBOX_WEBHOOK_DUPLICATE_RATE: number(0, 1, 0),
  SANDBOX_WEBHOOK_REORDER_RATE: number(0, 1, 0),
  SANDBOX_WEBHOOK_DROP_RATE: number(0, 1, 0),
  SANDBOX_WEBHOOK_RETRY_SECONDS: number(0.001, 3600, 1),
  SANDBOX_WEBHOOK_RETRY_MAX_SECONDS: number(0.001, 24 * 3600, 300),
  SANDBOX_WEBHOOK_EXPIRY_SECONDS: number(0, 7 * 24 * 3600, 3600),
  SANDBOX_OUTCOME_SHARES: z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return text?.trim() ? parseOutcomeShares(text) : NO_SHARES;
      } catch (e) {
        ctx.addIssue({ code: "custom", message: `${(e as Error).message} (e.g. "not found=0.1,driver cancel=0.05,no show=0.05")` });
        return z.NEVER;
      }
    }),
  JOURNEY_POLL_SECONDS: number(1, 600, 15),
  JOURNEY_SETTLE_SECONDS: number(1, 3600, 120),
  PARCEL_CHECK_SECONDS: number(1, 3600, 60),
  BOOKING_ANSWER_SECONDS: number(1, 3600, 120),
  JOB_WORKERS: z.enum(["true", "false"], { error: 'must be "true" or "false"' }).default("true"),
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((text, ctx) => {
      const parsed = parseTrustedProxies(text);
      if (parsed.ok) return parsed.ranges;
      ctx.addIssue({ code: "custom", message: parsed.problem });
      return z.NEVER;
    }),
  RATE_LIMIT_GUEST_PAGE: perMinute(120),
  RATE_LIMIT_SIGN_IN: perMinute(20),
  RATE_LIMIT_WEBHOOK: perMinute(600),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio account SID (AC followed by 32 hex digits)").optional(),
  TWILIO_AUTH_TOKEN: nonEmpty.optional(),
  TWILIO_SMS_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, "must be a phone number in E.164 (+34…) or a Messaging Service SID (MG…)").optional(),
  TWILIO_WHATSAPP_FROM: z.string().regex(/^whatsapp:\+[1-9]\d{6,14}$/, 'must be "whatsapp:" and a phone number in E.164, like whatsapp:+14155238886').optional(),
  TWILIO_API_URL: httpUrl.optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: nonEmpty.optional(),
  SANDBOX_MESSAGE_FAILURE_SHARE: number(0, 1, 0),
  SANDBOX_MESSAGE_STOP_SHARE: number(0, 1, 0),
});

/** The sandbox's Twilio account: derived from the sandbox's own secret, so every process of one installation agrees. */
function sandboxTwilio(secret: string): { accountSid: string; authToken: string } {
  const hash = (what: string) => createHash("sha256").update(`${what}:${secret}`).digest("hex").slice(0, 32);
  return { accountSid: `AC${hash("twilio-account")}`, authToken: hash("twilio-token") };
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
  const parsed = schema.safeParse(raw);
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
    throw new EnvError([`${e.ADMIN_EMAIL === undefined ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"} is missing: the first admin needs both ADMIN_EMAIL and ADMIN_PASSWORD.`]);
  }
  if (e.SANDBOX_PARCEL_FAILURE_SHARE + e.SANDBOX_PARCEL_RETURN_SHARE > 1) {
    throw new EnvError(["SANDBOX_PARCEL_FAILURE_SHARE and SANDBOX_PARCEL_RETURN_SHARE must add up to at most 1"]);
  }
  if ((e.TWILIO_ACCOUNT_SID === undefined) !== (e.TWILIO_AUTH_TOKEN === undefined)) {
    throw new EnvError([`${e.TWILIO_ACCOUNT_SID === undefined ? "TWILIO_ACCOUNT_SID" : "TWILIO_AUTH_TOKEN"} is missing: Twilio needs both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN. Unset both to use the embedded sandbox.`]);
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
    jobs: { journeyPollSeconds: e.JOURNEY_POLL_SECONDS, journeySettleSeconds: e.JOURNEY_SETTLE_SECONDS, parcelCheckSeconds: e.PARCEL_CHECK_SECONDS, bookingAnswerSeconds: e.BOOKING_ANSWER_SECONDS, workers: e.JOB_WORKERS === "true" },
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
