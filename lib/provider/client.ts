import "server-only";
import { createHttp } from "./http";
import { logistics } from "./logistics";
import type { RetryPolicy } from "./retry";
import { rides } from "./rides";
import { sales } from "./sales";
import { createTokenManager } from "./tokens";

export type ProviderClientConfig = {
  baseUrl: string;
  authUrl: string;
  /** The logistics API's base; the same token serves both. */
  logisticsUrl?: string;
  clientId: string;
  clientSecret: string;
};

export type ProviderClientDeps = {
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
};

/** A client of the provider's ride and logistics APIs: tokens, retries and typed calls in one. */
export function createProviderClient(config: ProviderClientConfig, deps: ProviderClientDeps = {}) {
  const tokens = createTokenManager({ ...config, ...deps });
  const http = createHttp({ baseUrl: config.baseUrl, tokens, fetch: deps.fetch, timeoutMs: deps.timeoutMs, retry: deps.retry });
  const logisticsHttp = createHttp({
    baseUrl: config.logisticsUrl ?? `${config.baseUrl}/logistics`,
    tokens,
    fetch: deps.fetch,
    timeoutMs: deps.timeoutMs,
    retry: deps.retry,
  });
  return { ...rides(http), ...sales(http), logistics: logistics(logisticsHttp), tokens };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
