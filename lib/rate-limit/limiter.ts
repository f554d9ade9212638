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
        ? new RateLimiterPostgres({
            ...common,
            storeClient: store.pool,
            storeType: "pool",
            schemaName: LIMITS_SCHEMA,
            tableName: TABLE,
            tableCreated: true,
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

/**
 * The counters' schema and table, made here rather than by the library: PostgreSQL does not make
 * `create … if not exists` safe between two sessions (the second can fail with "type already
 * exists"), so two processes starting together take turns behind an advisory lock.
 */
async function createSchema(pool: Pool) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock(hashtext($1))", [`${LIMITS_SCHEMA}.${TABLE}`]);
    await client.query(`create schema if not exists ${LIMITS_SCHEMA}`);
    // The library's own table, as it would make it.
    await client.query(
      `create table if not exists "${LIMITS_SCHEMA}"."${TABLE}" (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
    );
    await client.query("commit");
  } catch (e) {
    await client.query("rollback").catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
