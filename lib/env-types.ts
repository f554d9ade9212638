import type { Locale } from "@/lib/locales";
import type { OutcomeShares, RateLimit } from "./sandbox-settings";
import type { LogLevel } from "./env-schema";

/** The app's configuration as the rest of the code reads it (parsed from the environment by lib/env.ts). */

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
