import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, TEST_ENGINES } from "@/lib/db/testing";
import type { DbHandle } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import { createProviderClient } from "@/lib/provider/client";
import { createSandbox, type Sandbox } from "@/lib/sandbox";
import { serve } from "@/lib/sandbox/node-server";
import { startJobRunner, type JobRunner } from "@/lib/jobs/runner";
import { eventually, jobTargetOfHandle } from "@/lib/jobs/testing";
import { queueRequesterSync, REQUESTERS_SYNC, requesterSyncJob } from "./jobs";
import { lastSyncedAt, listRequesters } from "./requester-queries";

describe.each(TEST_ENGINES)("the requester sync on %s", (engine) => {
  let handle: DbHandle;
  let runner: JobRunner;
  let sandbox: Sandbox;
  let server: Awaited<ReturnType<typeof serve>>;
  let client: ReturnType<typeof createProviderClient>;
  let reads = 0;

  beforeAll(async () => {
    handle = await freshDatabase(engine);
    sandbox = createSandbox({ control: true });
    server = await serve(sandbox.handle);
    client = createProviderClient({ baseUrl: server.url, authUrl: server.url, ...sandbox.credentials }, { retry: { sleep: async () => {} } });
    const reader = () => ({ allUsers: (state?: "active" | "pending" | "disabled") => (reads++, client.allUsers(state)) });
    runner = await startJobRunner(jobTargetOfHandle(handle), [requesterSyncJob({ db: async () => handle.db, reader })], {
      pollingIntervalSeconds: 0.5,
      instanceName: `requesters-${engine}`,
    });
  }, 60_000);
  afterAll(async () => {
    await runner?.stop();
    await handle?.close();
    await server?.close();
  }, 30_000);

  it("runs every 10 minutes", async () => {
    const [schedule] = await runner.boss.getSchedules(REQUESTERS_SYNC);
    expect(schedule).toMatchObject({ cron: "*/10 * * * *" });
  });

  it("copies the provider's active users when never read, acting for no one, and leaves a fresh copy alone", async () => {
    expect(await lastSyncedAt(handle.db)).toBeNull();
    await queueRequesterSync(runner);
    const synced = await eventually(() => lastSyncedAt(handle.db), "the first sync");
    const active = new Set(sandbox.state.users.filter((u) => u.state === "active").map((u) => u.id));
    const copied = await listRequesters(handle.db, { activeOnly: true });
    expect(copied.length).toBeGreaterThan(0);
    expect(copied.every((r) => active.has(r.id))).toBe(true);
    expect(await handle.db.select({ actorId: auditLog.actorId, action: auditLog.action }).from(auditLog)).toEqual([
      { actorId: null, action: "requesters.synced" },
    ]);

    // Within the hour the job does not ask the provider again.
    const before = reads;
    const job = await queueRequesterSync(runner);
    await eventually(async () => (await runner.boss.getJobById(REQUESTERS_SYNC, job!))?.state === "completed", "the second run");
    expect(reads).toBe(before);
    expect(await lastSyncedAt(handle.db)).toEqual(synced);
  }, 40_000);
});
