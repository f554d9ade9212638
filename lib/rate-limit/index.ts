import "server-only";
import { Pool } from "pg";
import { log } from "@/lib/log";
import { env } from "@/lib/env";
import { negotiateLocale, type Locale } from "@/lib/locales";
import { messageRef } from "@/lib/i18n/message-ref";
import { wordsFor } from "@/lib/i18n/server-translator";
import { requestClientAddress } from "@/lib/http/peer-address";
import { consumeGuestPage } from "./guest-page";
import { createLimiter, type Limiter } from "./limiter";
import { GUEST_ADDRESS_CEILING_FACTOR, GUEST_READY_PER_MINUTE, type RateLimitedRoute, type Verdict } from "./rules";

const logger = log.child({ module: "rate-limit" });

const KEY = Symbol.for("ridedesk.rate-limit");
type Holder = { [KEY]?: Promise<Limiter> };

/**
 * The app's limiter, made once per process: counted in PostgreSQL when DATABASE_URL is set (several
 * processes may serve the installation), else in memory (the embedded database has one process).
 */
function limiter(): Promise<Limiter> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const { databaseUrl, http } = env();
    const pool = databaseUrl
      ? // Its own few connections, quick to give up: a database that does not answer leaves each process counting in memory.
        new Pool({ connectionString: databaseUrl, max: 3, connectionTimeoutMillis: 2_000, query_timeout: 2_000, application_name: "ridedesk-limits" })
      : null;
    pool?.on("error", (e) => logger.warn({ err: e }, "a rate limit connection failed"));
    const making = createLimiter(
      {
        "guest-page": http.rateLimits.guestPage,
        "guest-address": http.rateLimits.guestPage * GUEST_ADDRESS_CEILING_FACTOR,
        "guest-ready": GUEST_READY_PER_MINUTE,
        "sign-in": http.rateLimits.signIn,
        webhook: http.rateLimits.webhook,
      },
      pool && { pool },
    );
    making.catch(() => {
      if (holder[KEY] === making) delete holder[KEY];
    });
    holder[KEY] = making;
  }
  return holder[KEY];
}

/** Counts one request from this client on a public route; the verdict says whether it may go on. */
export async function limitRequest(route: RateLimitedRoute, headers: Headers): Promise<Verdict> {
  try {
    return await (await limiter()).consume(route, requestClientAddress(headers));
  } catch (e) {
    // A limiter that cannot count must not take the route down with it.
    logger.error({ err: e, route }, "could not count a request against its rate limit");
    return { ok: true };
  }
}

/** Counts one request for a guest's page, per page and client address under the address's ceiling (guest-page.ts). */
export async function limitGuestPage(token: string, headers: Headers): Promise<Verdict> {
  try {
    return await consumeGuestPage(await limiter(), token, requestClientAddress(headers));
  } catch (e) {
    logger.error({ err: e, route: "guest-page" }, "could not count a request against its rate limit");
    return { ok: true };
  }
}

/** Counts a guest's tap on "send my car": per link, under the address's ceiling on guests' pages. */
export async function limitGuestReady(token: string, headers: Headers): Promise<Verdict> {
  try {
    const l = await limiter();
    const ceiling = await l.consume("guest-address", requestClientAddress(headers));
    return ceiling.ok ? await l.consume("guest-ready", token.slice(0, 64)) : ceiling;
  } catch (e) {
    logger.error({ err: e, route: "guest-ready" }, "could not count a request against its rate limit");
    return { ok: true };
  }
}

/**
 * The answer to a request past its limit, in the reader's words (the sign-in form's own refusal says
 * the same). Never cached: the next one may be let through.
 */
export const tooManyRequests = async (seconds: number, locale: Locale) =>
  new Response(`${await wordsFor(messageRef("tooManyAttempts", { seconds }), locale)}\n`, {
    status: 429,
    headers: { "Retry-After": String(seconds), "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8", "Content-Language": locale },
  });

/** A route handler behind its route's limit: past it, a 429 with Retry-After, before the handler runs. */
export function withRateLimit<R extends Request, A extends unknown[]>(route: RateLimitedRoute, handler: (request: R, ...rest: A) => Promise<Response>) {
  return async (request: R, ...rest: A): Promise<Response> => {
    const verdict = await limitRequest(route, request.headers);
    // In the language the browser asks for, as sign-in and the other pages without a user do.
    const locale = negotiateLocale(request.headers.get("accept-language")) ?? env().companyLocale;
    return verdict.ok ? handler(request, ...rest) : tooManyRequests(verdict.retryAfterSeconds, locale);
  };
}
