import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { openDatabase, type DbHandle } from "./client";

/**
 * Database engines the tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL
 * points at a server (CI starts one), so both engines are proven on every change.
 */
export const TEST_ENGINES: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function freshDatabase(engine: "pglite" | "postgres"): Promise<DbHandle> {
  if (engine === "pglite") return openDatabase({ dataDir: null });
  const admin = new URL(process.env.TEST_DATABASE_URL!);
  const name = `ridedesk_test_${randomBytes(6).toString("hex")}`;
  const control = new Client({ connectionString: admin.toString() });
  await control.connect();
  await control.query(`create database ${name}`);
  await control.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const c = new Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
