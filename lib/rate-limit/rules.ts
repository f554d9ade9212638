/**
 * Requests per client address on the public routes: the guest's page, sign-in and the webhook
 * receiver. Each counts its own requests over a fixed window of a minute; past its number, a
 * request is answered 429 with Retry-After until the window ends. A guest's page counts per page
 * and address ("guest-page"), under a higher ceiling per address ("guest-address"): an office's
 * many open pages share one address, and each reads itself six times a minute.
 */

export const RATE_LIMITED_ROUTES = ["guest-page", "guest-address", "guest-ready", "sign-in", "webhook"] as const;
export type RateLimitedRoute = (typeof RATE_LIMITED_ROUTES)[number];

export const WINDOW_SECONDS = 60;

/** One address's ceiling on guests' pages, as a multiple of one page's limit: 10 × 120 a minute is 200 pages open at once. */
export const GUEST_ADDRESS_CEILING_FACTOR = 10;

/**
 * A guest's "send my car" taps a minute, per link whatever the address: a forwarded link, or a
 * phone that keeps tapping, calls one car and is answered, never a stream of provider calls.
 */
export const GUEST_READY_PER_MINUTE = 10;

/** Requests per window for each route; 0 is no limit. */
export type RateLimits = Record<RateLimitedRoute, number>;

/** Whether one more request may go through, or how long to wait before the next. */
export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The whole seconds to wait, rounded up, so a client that waits exactly that long is let through. */
export const retryAfterSeconds = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));
