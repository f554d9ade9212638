/**
 * Run by write-failure.test.ts in a child process: the app's database layer on a PGlite folder
 * that the test makes read-only, then writable again, while this process runs.
 */
import { once } from "node:events";
import { sql } from "drizzle-orm";
import { db } from "./index";

const step = async () => String((await once(process.stdin, "data"))[0]).trim();

const database = await db();
await database.execute(sql`create table if not exists write_probe (n int)`);
await database.execute(sql`insert into write_probe values (0)`);
// The next write then needs a new WAL file, as a busy server's eventually does.
await database.execute(sql`select pg_switch_wal()`);
console.log("ready");

await step();
try {
  await database.execute(sql`insert into write_probe values (1)`);
  console.log("write ok");
} catch (e) {
  const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : "";
  console.log(`write failed: ${e instanceof Error ? e.message : e} ${cause}`);
}
console.log("written");

await step();
await database.execute(sql`select count(*) from write_probe`);
console.log("read ok");
process.exit(0);
