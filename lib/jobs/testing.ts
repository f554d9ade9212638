import type { PGliteLike } from "pg-boss";
import type { DbHandle } from "@/lib/db/client";
import type { JobTarget } from "./runner";

/** Where a test database's jobs go: the same database, as in the app. */
export function jobTargetOfHandle(handle: DbHandle): JobTarget {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.engine === "pglite") return { engine: "pglite", client: client as PGliteLike };
  return { engine: "postgres", url: (client as { options: { connectionString: string } }).options.connectionString };
}

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
