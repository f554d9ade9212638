import "server-only";
import { createHttp } from "./http";
import type { RetryPolicy } from "./retry";
import { rides } from "./rides";
import { createTokenManager } from "./tokens";

export type ProviderClientConfig = {
  baseUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
};

export type ProviderClientDeps = {
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
};

/** A client of the provider's ride API: tokens, retries and typed calls in one. */
export function createProviderClient(config: ProviderClientConfig, deps: ProviderClientDeps = {}) {
  const tokens = createTokenManager({ ...config, ...deps });
  const http = createHttp({ baseUrl: config.baseUrl, tokens, fetch: deps.fetch, timeoutMs: deps.timeoutMs, retry: deps.retry });
  return { ...rides(http), tokens };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
