import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { Pool } from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = { db: Db; engine: "pglite" | "postgres"; close(): Promise<void> };

/** The embedded database stopped after a fatal error; nothing more can be asked of it in this process. */
export class DatabaseHaltedError extends Error {
  constructor(
    readonly dataDir: string | null,
    readonly cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`The embedded database stopped after a fatal error (${reason})${dataDir ? `. Check that ${dataDir} is writable and has free space` : ""}.`);
    this.name = "DatabaseHaltedError";
  }
}

/** A PANIC (or a crashed WebAssembly instance) leaves PGlite unusable: its next call spins forever. */
export function isFatalDatabaseError(e: unknown): boolean {
  if (e instanceof WebAssembly.RuntimeError) return true;
  const severity = typeof e === "object" && e !== null && "severity" in e ? (e as { severity: unknown }).severity : undefined;
  return severity === "PANIC" || severity === "FATAL";
}

/**
 * Stops every further call into a PGlite instance once one has failed fatally, so callers get an
 * error instead of a hang, and tells the owner, who decides whether the process goes on.
 */
function haltOnFatal(client: PGlite, dataDir: string | null, onFatal: (e: DatabaseHaltedError) => void) {
  let halted: DatabaseHaltedError | null = null;
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (halted) throw halted;
      try {
        return await call(...args);
      } catch (e) {
        if (!halted && isFatalDatabaseError(e)) {
          halted = new DatabaseHaltedError(dataDir, e);
          onFatal(halted);
        }
        throw e;
      }
    };
  // Queries, transactions and close all reach the WebAssembly instance through these two.
  client.execProtocolStream = guard(client.execProtocolStream.bind(client));
  client.execProtocol = guard(client.execProtocol.bind(client));
  return () => halted !== null;
}

const MIGRATIONS = path.join(process.cwd(), "lib/db/migrations");

/** The advisory lock every process takes to migrate one PostgreSQL database (any number, the same for all). */
export const MIGRATIONS_LOCK = 72_617_001;

/**
 * Runs the migrations while holding a session-level advisory lock on a connection of its own:
 * processes starting together on an unmigrated database take turns, and the later ones find the
 * work done, instead of racing to create the same tables (where one fails and exits). PGlite needs
 * none: its folder is only ever open in one process.
 */
async function migrateLocked(pool: Pool, migrate: () => Promise<void>) {
  const holder = await pool.connect();
  try {
    await holder.query("select pg_advisory_lock($1)", [MIGRATIONS_LOCK]);
    await migrate();
  } finally {
    await holder.query("select pg_advisory_unlock($1)", [MIGRATIONS_LOCK]).catch(() => undefined);
    holder.release();
  }
}

/**
 * Opens the database and brings its schema up to date: PostgreSQL when a URL is given,
 * else PGlite in a folder (created on first use), or in memory when the folder is null.
 * An in-memory database can start from a dump of another (tests' template), skipping initdb.
 * onFatal hears of an error the embedded database cannot come back from (PostgreSQL recovers by itself).
 */
export async function openDatabase(
  target: { url: string } | { dataDir: string | null; from?: Blob },
  { onFatal = () => {} }: { onFatal?: (e: DatabaseHaltedError) => void } = {},
): Promise<DbHandle> {
  if ("url" in target) {
    const pool = new Pool({ connectionString: target.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migrateLocked(pool, () => migratePg(db, { migrationsFolder: MIGRATIONS }));
    return { db: db as unknown as Db, engine: "postgres", close: () => pool.end() };
  }
  if (target.dataDir) fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite(target.from ? { loadDataDir: target.from } : {});
  const isHalted = haltOnFatal(client, target.dataDir, onFatal);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  // A halted instance cannot shut down cleanly: asking it to would hang.
  return { db: db as unknown as Db, engine: "pglite", close: async () => void (isHalted() ? undefined : await client.close()) };
}
