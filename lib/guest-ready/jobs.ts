import "server-only";
import type { Db } from "@/lib/db/client";
import { defineJob } from "@/lib/jobs/runner";
import { closeUnusedWindows } from "./close";
import type { ReadyDeps } from "./send";

export const READY_WINDOWS = "ready.windows";

/** Every minute: the rides whose guest's window closed unused end, uncharged, and their agents are told. */
export const readyWindowsJob = (deps: { db: () => Promise<Db>; ready: Pick<ReadyDeps, "announce"> }) =>
  defineJob({
    queue: READY_WINDOWS,
    schedule: "* * * * *",
    options: { policy: "stately", retryLimit: 3, retryDelay: 10, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    run: async () => ({ ended: (await closeUnusedWindows(await deps.db(), deps.ready)).length }),
  });
