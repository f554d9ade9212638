import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, TEST_ENGINES } from "@/lib/db/testing";
import type { DbHandle } from "@/lib/db/client";
import { defineJob, startJobRunner, type JobRunner } from "@/lib/jobs/runner";
import { eventually, jobTargetOfHandle } from "@/lib/jobs/testing";
import { queueSeriesSweep, SERIES_SWEEP } from "./jobs";

describe.each(TEST_ENGINES)("the series' sweep asked for on %s", (engine) => {
  let handle: DbHandle;
  let runner: JobRunner;
  let sweeps = 0;

  beforeAll(async () => {
    handle = await freshDatabase(engine);
    runner = await startJobRunner(
      jobTargetOfHandle(handle),
      [defineJob({ queue: SERIES_SWEEP, options: { policy: "singleton" }, run: async () => void sweeps++ })],
      { pollingIntervalSeconds: 0.5, instanceName: `series-sweep-${engine}` },
    );
  }, 60_000);
  afterAll(async () => {
    await runner?.stop();
    await handle?.close();
  }, 30_000);

  it("runs again for a series made within seconds of another, rather than leaving its days to the quarter-hour's sweep", async () => {
    const [first, second] = [await queueSeriesSweep(runner), await queueSeriesSweep(runner)];
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    await eventually(async () => sweeps === 2, "both sweeps to run", 15_000);
    expect(sweeps).toBe(2);
  }, 30_000);
});
