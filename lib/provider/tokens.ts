import "server-only";
import { z } from "zod";
import { ProviderError } from "./errors";
import { failureOf, send } from "./http";
import { withRetries, type RetryPolicy } from "./retry";

const tokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  token_type: z.string().optional(),
  refresh_token: z.string().min(1).optional(),
});

export type TokenManagerOptions = {
  /** The provider's auth base; the token endpoint is `${authUrl}/auth/api/authorization`. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
};

type Cached = { accessToken: string; refreshToken: string | null; expiresAt: number; refreshAt: number };

/**
 * Holds the provider's access token. However many calls ask at once, one token request is made;
 * the token is renewed before it expires (refresh grant when a refresh_token was given).
 */
export function createTokenManager(options: TokenManagerOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const endpoint = `${options.authUrl.replace(/\/+$/, "")}/auth/api/authorization`;
  let cached: Cached | undefined;
  let refreshToken: string | null = null;
  let inflight: Promise<Cached> | undefined;
  let requests = 0;

  async function grant(params: Record<string, string>): Promise<Cached> {
    requests++;
    const started = now();
    const response = await send(
      doFetch,
      endpoint,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({ ...params, client_id: options.clientId, client_secret: options.clientSecret }),
      },
      options.timeoutMs ?? 10_000,
      "token request",
    );
    const { text } = response;
    if (!response.ok) throw failureOf(response, "token request", { blamesField: false });
    let parsed;
    try {
      parsed = tokenResponse.parse(JSON.parse(text));
    } catch {
      throw new ProviderError(response.status, null, null, "token request", "invalid_response");
    }
    const lifetimeMs = parsed.expires_in * 1000;
    // Renew with a fifth of the lifetime (at most a minute) to spare, so no call meets an expired token.
    const margin = Math.min(60_000, lifetimeMs * 0.2);
    return {
      accessToken: parsed.access_token,
      refreshToken: parsed.refresh_token ?? null,
      expiresAt: started + lifetimeMs,
      refreshAt: started + lifetimeMs - margin,
    };
  }

  async function obtain(): Promise<Cached> {
    if (refreshToken) {
      try {
        return await grant({ grant_type: "refresh_token", refresh_token: refreshToken });
      } catch (e) {
        // A refused refresh token (a 4xx) is no dead end: the client credentials still work.
        const refused = e instanceof ProviderError && e.status >= 400 && e.status < 500;
        if (!refused) throw e;
        refreshToken = null;
      }
    }
    return grant({ grant_type: "client_credentials" });
  }

  return {
    /** A valid access token, from the cache when it is fresh. */
    getToken(): string | Promise<string> {
      if (cached && now() < cached.refreshAt) return cached.accessToken;
      inflight ??= withRetries(obtain, options.retry)
        .then((fresh) => {
          cached = fresh;
          refreshToken = fresh.refreshToken;
          return fresh;
        })
        .finally(() => {
          inflight = undefined;
        });
      return inflight.then((fresh) => fresh.accessToken);
    },
    /** Forgets a token the provider refused, so the next call gets a new one. */
    invalidate(token: string) {
      if (cached?.accessToken === token) cached = undefined;
    },
    /** Token requests made so far (for benchmarks and tests). */
    get requestCount() {
      return requests;
    },
  };
}

export type TokenManager = ReturnType<typeof createTokenManager>;
