import "server-only";
import path from "node:path";
import { z } from "zod";

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
  clientId: string;
  clientSecret: string;
  stateFile: string;
  clockSpeed: number;
  latencyMs: number;
  rate429: number;
  rate5xx: number;
  tokenTtlSeconds: number;
};

export type Env = {
  appUrl: string;
  dataDir: string;
  provider: ProviderConfig;
  sandbox: SandboxSettings;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ridedesk cannot start: its configuration is invalid.\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export const SANDBOX_DEFAULT_CLIENT_ID = "ridedesk-sandbox";
export const SANDBOX_DEFAULT_CLIENT_SECRET = "sandbox-secret";

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

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: httpUrl.optional(),
  DATA_DIR: nonEmpty.default(".data"),
  PROVIDER_BASE_URL: httpUrl.optional(),
  PROVIDER_AUTH_URL: httpUrl.optional(),
  PROVIDER_LOGISTICS_URL: httpUrl.optional(),
  PROVIDER_CLIENT_ID: nonEmpty.optional(),
  PROVIDER_CLIENT_SECRET: nonEmpty.optional(),
  SANDBOX_CLIENT_ID: nonEmpty.default(SANDBOX_DEFAULT_CLIENT_ID),
  SANDBOX_CLIENT_SECRET: nonEmpty.default(SANDBOX_DEFAULT_CLIENT_SECRET),
  SANDBOX_CLOCK_SPEED: number(0.01, 10_000, 1),
  SANDBOX_LATENCY_MS: number(0, 60_000, 0),
  SANDBOX_RATE_429: number(0, 1, 0),
  SANDBOX_RATE_5XX: number(0, 1, 0),
  SANDBOX_TOKEN_TTL_SECONDS: number(1, 60 * 60 * 24 * 60, 3600),
});

/** Parses a raw environment; pure, so tests can feed it any record. */
export function parseEnv(source: Record<string, string | undefined>): Env {
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

  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  const dataDir = path.resolve(e.DATA_DIR);
  const remote = set.length === PROVIDER_VARS.length;
  const sandboxUrl = `${appUrl}/sandbox`;
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
        clientId: e.SANDBOX_CLIENT_ID,
        clientSecret: e.SANDBOX_CLIENT_SECRET,
      };

  return {
    appUrl,
    dataDir,
    provider,
    sandbox: {
      enabled: !remote,
      clientId: e.SANDBOX_CLIENT_ID,
      clientSecret: e.SANDBOX_CLIENT_SECRET,
      stateFile: path.join(dataDir, "sandbox.json"),
      clockSpeed: e.SANDBOX_CLOCK_SPEED,
      latencyMs: e.SANDBOX_LATENCY_MS,
      rate429: e.SANDBOX_RATE_429,
      rate5xx: e.SANDBOX_RATE_5XX,
      tokenTtlSeconds: e.SANDBOX_TOKEN_TTL_SECONDS,
    },
  };
}

let cached: Env | undefined;

/** The app's configuration, read from process.env once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
