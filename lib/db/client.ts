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

const MIGRATIONS = path.join(process.cwd(), "lib/db/migrations");

/**
 * Opens the database and brings its schema up to date: PostgreSQL when a URL is given,
 * else PGlite in a folder (created on first use), or in memory when the folder is null.
 */
export async function openDatabase(target: { url: string } | { dataDir: string | null }): Promise<DbHandle> {
  if ("url" in target) {
    const pool = new Pool({ connectionString: target.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, engine: "postgres", close: () => pool.end() };
  }
  if (target.dataDir) fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, engine: "pglite", close: () => client.close() };
}
