import "server-only";
import { log } from "@/lib/log";
import path from "node:path";
import { env } from "@/lib/env";
import { openDatabase, type Db, type DatabaseHaltedError, type DbHandle } from "./client";

export type { Db } from "./client";

const logger = log.child({ module: "db" });

const KEY = Symbol.for("ridedesk.db");
type Holder = { [KEY]?: Promise<DbHandle> };

/**
 * Like PostgreSQL after a PANIC, the server stops rather than limp on: a process that stays up with
 * a dead database answers nothing, and no supervisor would restart it.
 */
function stopServer(e: DatabaseHaltedError) {
  logger.fatal({ err: e }, `Ridedesk stopped. ${e.message} Ridedesk exits so that it can be started again (a supervisor restarts it by itself).`);
  process.exit(1);
}

/** The app's database, opened and migrated once per server process. */
export async function db(): Promise<Db> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (() => {
    const { databaseUrl, dataDir } = env();
    return openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, "db") }, { onFatal: stopServer });
  })();
  return (await holder[KEY]).db;
}
