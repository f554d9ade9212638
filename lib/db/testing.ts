import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type DbHandle } from "./client";
import { adminQuery, withDatabase } from "./test-template";

type Engine = "pglite" | "postgres";

/**
 * Database engines the tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL
 * points at a server. CI must prove both, so there a missing URL is an error, not a quiet
 * PGlite-only run.
 */
export function testEngines(env: Record<string, string | undefined>): Engine[] {
  if (env.TEST_DATABASE_URL) return ["pglite", "postgres"];
  if (env.CI && env.CI !== "false" && env.CI !== "0") {
    throw new Error(
      "CI is set but TEST_DATABASE_URL is not: the database tests must run on PostgreSQL too. .ci/run starts one with .ci/postgres.sh and exports its URL.",
    );
  }
  return ["pglite"];
}

export const TEST_ENGINES: Engine[] = testEngines(process.env);

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close. Both are
 * copies of the run's template (lib/db/test-template.ts), migrated once, so none pays for initdb or migrations.
 */
export async function freshDatabase(engine: Engine): Promise<DbHandle> {
  if (engine === "pglite") {
    pgliteTemplate ??= new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
    return openDatabase({ dataDir: null, from: pgliteTemplate });
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const template = inject("postgresTemplate");
  const name = `ridedesk_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(admin, `create database ${name}${template ? ` template ${template}` : ""}`);
  const handle = await openDatabase({ url: withDatabase(admin, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropWhenClosed(admin, name);
    },
  };
}

/**
 * Drops a test database once the pool's connections have finished closing: the pool's end() resolves
 * before its sockets do, and a forced drop would kill a closing connection, whose error no one hears.
 */
async function dropWhenClosed(admin: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return await adminQuery(admin, `drop database if exists ${name}`);
    } catch (e) {
      // 55006: the database is still being accessed by a connection on its way out.
      if ((e as { code?: string }).code !== "55006") throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await adminQuery(admin, `drop database if exists ${name} with (force)`);
}

/**
 * A fresh database for the tests of one describe block: opened before them, closed after.
 * Read `.db` inside the tests, once it is open.
 */
export function useFreshDatabase(engine: Engine): { readonly db: DbHandle["db"] } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await freshDatabase(engine);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db() {
      if (!handle) throw new Error("the test database is not open yet: read .db inside a test or hook");
      return handle.db;
    },
  };
}
