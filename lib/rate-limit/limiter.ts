import "server-only";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Pool } from "pg";
import { RATE_LIMITED_ROUTES, retryAfterSeconds, WINDOW_SECONDS, type RateLimitedRoute, type RateLimits, type Verdict } from "./rules";

/** The database schema the counters live in, beside the app's own tables as pg-boss's are. */
export const LIMITS_SCHEMA = "ratelimit";
const TABLE = "counters";

export type Limiter = { consume(route: RateLimitedRoute, address: string): Promise<Verdict> };

/**
 * Counts requests per route and client address: in this process's memory, or in PostgreSQL when
 * several processes serve one installation, so the limit holds across them. A client past its
 * limit is then refused from memory until its window ends, without asking the database again.
 * Should the database not answer, each process counts in memory meanwhile.
 */
export async function createLimiter(limits: RateLimits, store: { pool: Pool } | null): Promise<Limiter> {
  if (store) await createSchema(store.pool);
  const limiters = new Map<RateLimitedRoute, RateLimiterAbstract>();
  for (const [i, route] of RATE_LIMITED_ROUTES.entries()) {
    const points = limits[route];
    if (points === 0) continue;
    const common = { keyPrefix: route, points, duration: WINDOW_SECONDS };
    limiters.set(
      route,
      store
        ? await postgresLimiter({
            ...common,
            storeClient: store.pool,
            storeType: "pool",
            schemaName: LIMITS_SCHEMA,
            tableName: TABLE,
            // One of them prunes the shared table of expired counters.
            clearExpiredByTimeout: i === 0,
            inMemoryBlockOnConsumed: points + 1,
            insuranceLimiter: new RateLimiterMemory(common),
          })
        : new RateLimiterMemory(common),
    );
  }
  return {
    async consume(route, address) {
      const limiter = limiters.get(route);
      if (!limiter) return { ok: true };
      try {
        await limiter.consume(address);
        return { ok: true };
      } catch (e) {
        if (e instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: retryAfterSeconds(e.msBeforeNext) };
        throw e;
      }
    },
  };
}

const postgresLimiter = (options: ConstructorParameters<typeof RateLimiterPostgres>[0]) =>
  new Promise<RateLimiterPostgres>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(options, (e?: unknown) => (e ? reject(e) : resolve(limiter)));
  });

async function createSchema(pool: Pool) {
  try {
    await pool.query(`create schema if not exists ${LIMITS_SCHEMA}`);
  } catch (e) {
    // Two processes starting together: the other one created it.
    if ((e as { code?: string }).code !== "23505") throw e;
  }
}
