import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Client, Pool } from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite database's dump: each test database starts from it instead of initdb. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database that each test database is created from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string | null;
  }
}

const MIGRATIONS = path.join(process.cwd(), "lib/db/migrations");

type Templates = { pgliteTemplate: string; postgresTemplate: string | null; remove: () => Promise<void> };

/**
 * The templates, made once for the whole run: the projects that need them each run this setup, and each
 * made its own (three PGlite migrations and dumps, three PostgreSQL templates, one after another before
 * the first test). Kept on the global object, which the projects' setups share; the last to finish
 * removes them.
 */
const shared = globalThis as typeof globalThis & { ridedeskTestTemplates?: { made: Promise<Templates>; users: number } };

/**
 * Vitest global setup of the database tests: migrates one database per engine, once per run, as the
 * template every test's fresh database is copied from. Removes them when the run ends.
 */
export default async function setup(project: TestProject) {
  const templates = (shared.ridedeskTestTemplates ??= { made: makeTemplates(), users: 0 });
  templates.users++;
  const { pgliteTemplate, postgresTemplate, remove } = await templates.made;
  project.provide("pgliteTemplate", pgliteTemplate);
  project.provide("postgresTemplate", postgresTemplate);
  return async () => {
    if (--templates.users > 0) return;
    delete shared.ridedeskTestTemplates;
    await remove();
  };
}

async function makeTemplates(): Promise<Templates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ridedesk-template-"));
  const file = path.join(dir, "pglite.tar");
  const pglite = new PGlite();
  await migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS });
  fs.writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (adminUrl) {
    template = `ridedesk_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(adminUrl, `create database ${template}`);
    const pool = new Pool({ connectionString: withDatabase(adminUrl, template), max: 1 });
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
    await pool.end();
  }
  return {
    pgliteTemplate: file,
    postgresTemplate: template,
    async remove() {
      fs.rmSync(dir, { recursive: true, force: true });
      if (adminUrl && template) await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
    },
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
