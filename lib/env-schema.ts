import { z } from "zod";
import { parseTrustedProxies } from "@/lib/client-address";
import { LOCALES } from "@/lib/locales";
import { NO_SHARES, parseOutcomeShares, parseRateLimits } from "./sandbox-settings";

/** The environment variables Ridedesk reads, each with its rule, default and the words of its error. */

export const PROVIDER_VARS = ["PROVIDER_BASE_URL", "PROVIDER_AUTH_URL", "PROVIDER_LOGISTICS_URL", "PROVIDER_CLIENT_ID", "PROVIDER_CLIENT_SECRET"] as const;

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).transform((u) => u.replace(/\/+$/, ""));
const nonEmpty = z.string().trim().min(1, "must not be empty");
const number = (min: number, max: number, fallback: number) =>
  z.coerce.number({ error: "must be a number" }).min(min, `must be at least ${min}`).max(max, `must be at most ${max}`).default(fallback);

/** Requests per minute from one client address; 0 turns the limit off. */
const perMinute = (fallback: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be at least 0 (0 is no limit)")
    .max(1_000_000, "must be at most 1000000")
    .default(fallback);

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

export const nodeEnv = z.enum(["development", "production", "test"]).default("development");
export const logLevel = z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).optional();
/** Tests keep their output to their own reports; a server says what it does. */
export const defaultLogLevel = (nodeEnvironment: z.infer<typeof nodeEnv>): LogLevel => (nodeEnvironment === "test" ? "silent" : "info");

export const envSchema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: logLevel,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// URL")
    .optional(),
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
  COMPANY_TIME_ZONE: z.string().trim().refine(isTimeZone, "must be an IANA time zone, like Europe/Madrid").default("Europe/Madrid"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: httpUrl.optional(),
  DATA_DIR: nonEmpty.default(".data"),
  PROVIDER_BASE_URL: httpUrl.optional(),
  PROVIDER_AUTH_URL: httpUrl.optional(),
  PROVIDER_LOGISTICS_URL: httpUrl.optional(),
  PROVIDER_CLIENT_ID: nonEmpty.optional(),
  PROVIDER_CLIENT_SECRET: nonEmpty.optional(),
  SANDBOX_CLIENT_ID: z
    .string()
    .regex(/^[^:\s]+$/, "must not be empty or contain spaces or colons")
    .optional(),
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
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio account SID (AC followed by 32 hex digits)")
    .optional(),
  TWILIO_AUTH_TOKEN: nonEmpty.optional(),
  TWILIO_SMS_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, "must be a phone number in E.164 (+34…) or a Messaging Service SID (MG…)")
    .optional(),
  TWILIO_WHATSAPP_FROM: z
    .string()
    .regex(/^whatsapp:\+[1-9]\d{6,14}$/, 'must be "whatsapp:" and a phone number in E.164, like whatsapp:+14155238886')
    .optional(),
  TWILIO_API_URL: httpUrl.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: nonEmpty.optional(),
  SANDBOX_MESSAGE_FAILURE_SHARE: number(0, 1, 0),
  SANDBOX_MESSAGE_STOP_SHARE: number(0, 1, 0),
});
