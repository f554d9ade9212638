import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { adminQuery, withDatabase } from "./test-template";

const admin = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib/db/migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };

// PGlite needs no such test: its folder is only ever open in one process (the data folder's lock file).
describe.skipIf(!admin)("migrations on PostgreSQL", () => {
  it("are taken in turns by processes starting together on an unmigrated database: every one starts, each migration is applied once", async () => {
    const name = `ridedesk_migrate_${randomBytes(6).toString("hex")}`;
    await adminQuery(admin!, `create database ${name}`);
    const url = withDatabase(admin!, name);
    const handles = await Promise.allSettled(Array.from({ length: 4 }, () => openDatabase({ url })));
    try {
      expect(handles.map((h) => h.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      const first = (handles[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>).value;
      const applied = (await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((h) => (h.status === "fulfilled" ? h.value.close() : undefined)));
      await adminQuery(admin!, `drop database if exists ${name} with (force)`);
    }
  }, 60_000);
});
