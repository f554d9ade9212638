import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { openDatabase, type Db, type DbHandle } from "./client";

export type { Db } from "./client";

const KEY = Symbol.for("ridedesk.db");
type Holder = { [KEY]?: Promise<DbHandle> };

/** The app's database, opened and migrated once per server process. */
export async function db(): Promise<Db> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (() => {
    const { databaseUrl, dataDir } = env();
    return openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, "db") });
  })();
  return (await holder[KEY]).db;
}
