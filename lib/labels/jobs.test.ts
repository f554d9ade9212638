import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, TEST_ENGINES } from "@/lib/db/testing";
import type { DbHandle } from "@/lib/db/client";
import { activeLabelOptions, labelsSyncedAt, listLabels } from "./queries";
import { createProviderClient } from "@/lib/provider/client";
import { createSandbox, type Sandbox } from "@/lib/sandbox";
import { serve } from "@/lib/sandbox/node-server";
import { LABELS_SYNC, labelSyncJob, queueLabelSync, syncLabels } from "./jobs";
import { startJobRunner, type JobRunner } from "@/lib/jobs/runner";
import { eventually, jobTargetOfHandle } from "@/lib/jobs/testing";

describe.each(TEST_ENGINES)("the label sync on %s", (engine) => {
  let handle: DbHandle;
  let runner: JobRunner;
  let sandbox: Sandbox;
  let server: Awaited<ReturnType<typeof serve>>;
  let client: ReturnType<typeof createProviderClient>;

  beforeAll(async () => {
    handle = await freshDatabase(engine);
    sandbox = createSandbox({ control: true });
    server = await serve(sandbox.handle);
    client = createProviderClient({ baseUrl: server.url, authUrl: server.url, ...sandbox.credentials }, { retry: { sleep: async () => {} } });
    runner = await startJobRunner(jobTargetOfHandle(handle), [labelSyncJob({ db: async () => handle.db, reader: () => client })], {
      pollingIntervalSeconds: 0.5,
      instanceName: `labels-${engine}`,
    });
  }, 60_000);
  afterAll(async () => {
    await runner?.stop();
    await handle?.close();
    await server?.close();
  }, 30_000);

  it("runs every 10 minutes", async () => {
    const [schedule] = await runner.boss.getSchedules(LABELS_SYNC);
    expect(schedule).toMatchObject({ cron: "*/10 * * * *" });
  });

  it("copies the provider's labels when queued, and marks a label gone at the provider inactive, not deleted", async () => {
    expect(await labelsSyncedAt(handle.db)).toBeNull();
    await queueLabelSync(runner);
    await eventually(async () => (await listLabels(handle.db)).total === 4, "the first sync");
    expect((await activeLabelOptions(handle.db)).map((l) => l.slug)).toEqual(["engineering", "events-2026", "sales-emea"]);

    // At the provider: one label deactivated, one gone altogether (as if deleted there), one added.
    await client.updateLabel(sandbox.state.labels.find((l) => l.slug === "engineering")!.id, { active: false });
    sandbox.state.labels = sandbox.state.labels.filter((l) => l.slug !== "events-2026");
    await client.createLabel({ name: "Board visits" });
    await queueLabelSync(runner);
    await eventually(async () => (await listLabels(handle.db)).total === 5, "the second sync");
    expect((await activeLabelOptions(handle.db)).map((l) => l.slug)).toEqual(["board-visits", "sales-emea"]);
    const gone = (await listLabels(handle.db, { q: "events" })).rows[0];
    expect(gone).toMatchObject({ slug: "events-2026", name: "Events 2026", active: false });
  }, 40_000);

  it("leaves our copy as it was when the provider fails, so pg-boss retries", async () => {
    const before = await listLabels(handle.db);
    sandbox.state.faults.next.push(500, 500, 500, 500);
    await expect(syncLabels(handle.db, client)).rejects.toMatchObject({ kind: "server_error" });
    expect(await listLabels(handle.db)).toEqual(before);
  });

  it("stores a label named with a NUL or half an emoji at the provider, cleaned, with the others", async () => {
    const clientId = sandbox.credentials.clientId;
    sandbox.state.labels.push(
      { id: "00000000-0000-4000-8000-00000000a000", client_id: clientId, slug: "nul-name", name: "Night\u0000shift", description: "", active: true },
      { id: "00000000-0000-4000-8000-00000000a001", client_id: clientId, slug: "half-emoji", name: "Party \ud83c", description: "", active: true },
    );
    await client.createLabel({ name: "After the odd ones" });
    expect(await syncLabels(handle.db, client)).toMatchObject({ refused: [] });
    const names = (await listLabels(handle.db, { per: 100 })).rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(["Nightshift", "Party \ufffd", "After the odd ones"]));
  });
});
