import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, TEST_ENGINES } from "@/lib/db/testing";
import type { DbHandle } from "@/lib/db/client";
import { deadLetterOf, defineJob, startJobRunner, type JobRunner } from "./runner";
import { eventually, jobTargetOfHandle } from "./testing";

// Concurrent: most of each test is waiting on pg-boss's own timing (a start two seconds later, retries a
// second apart, polls), and each test watches its own queue, so the waits overlap instead of adding up.
describe.concurrent.each(TEST_ENGINES)("the job runner on %s", (engine) => {
  let handle: DbHandle;
  let runner: JobRunner;
  const ran: { queue: string; data: unknown; at: number }[] = [];
  let failures = 0;
  const batched: number[] = [];

  beforeAll(async () => {
    handle = await freshDatabase(engine);
    runner = await startJobRunner(
      jobTargetOfHandle(handle),
      [
        defineJob<{ n: number }>({
          queue: "test.echo",
          async run(job) {
            ran.push({ queue: job.name, data: job.data, at: Date.now() });
          },
        }),
        defineJob({ queue: "test.daily", schedule: "0 3 * * *", async run() {} }),
        defineJob<{ n: number }>({
          queue: "test.batch",
          options: { retryLimit: 0 },
          work: { batchSize: 5, pollingIntervalSeconds: 10 },
          async run(job) {
            if (job.data.n === 3) throw new Error("only this one failed");
            batched.push(job.data.n);
            return { n: job.data.n };
          },
        }),
        defineJob({
          queue: "test.broken",
          options: { retryLimit: 2, retryDelay: 1 },
          async run() {
            failures++;
            throw new Error("the ride service had a problem");
          },
        }),
      ],
      { pollingIntervalSeconds: 0.5, instanceName: `test-${engine}` },
    );
  }, 60_000);
  afterAll(async () => {
    await runner?.stop();
    await handle?.close();
  }, 30_000);

  it("starts on the app's database and reports itself running", () => {
    expect(runner.status()).toMatchObject({ state: "running", lastError: null });
    expect(runner.queues).toEqual([
      "test.echo",
      "test.echo.dead",
      "test.daily",
      "test.daily.dead",
      "test.batch",
      "test.batch.dead",
      "test.broken",
      "test.broken.dead",
    ]);
  });

  it("runs a job sent for later, not before its time", async () => {
    const sentAt = Date.now();
    await runner.send("test.echo", { n: 1 }, { startAfter: 2 });
    const done = await eventually(async () => ran.find((r) => (r.data as { n: number }).n === 1), "the delayed job to run");
    expect(done.at - sentAt).toBeGreaterThanOrEqual(1_900);
  }, 30_000);

  it("runs a batch's jobs each on its own, and fetches again at once while batches come back full", async () => {
    // Twelve jobs, five at a time: three fetches. A poll every 10 s would take at least 20 s after the first.
    const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => runner.send("test.batch", { n })));
    await eventually(async () => (batched.length === 11 ? batched : undefined), "eleven of twelve jobs to succeed", 16_000);
    const [failed] = await runner.boss.findJobs("test.batch", { id: ids[3]! });
    expect(failed).toMatchObject({ state: "failed" });
    const [done] = await runner.boss.findJobs("test.batch", { id: ids[4]! });
    expect(done).toMatchObject({ state: "completed", output: { n: 4 } });
  }, 30_000);

  it("keeps recurring work on its schedule", async () => {
    const schedules = await runner.boss.getSchedules("test.daily");
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ name: "test.daily", cron: "0 3 * * *" });
  });

  it("retries a failing job, then moves it to its dead letter queue with the reason", async () => {
    const id = await runner.send("test.broken", { booking: "b1" });
    const dead = await eventually(
      async () => (await runner.boss.findJobs(deadLetterOf("test.broken"))).find((j) => j.sourceId === id),
      "the failed job in the dead letter queue",
      40_000,
    );
    expect(failures).toBe(3);
    expect(dead.data).toEqual({ booking: "b1" });
    expect(JSON.stringify(dead.sourceOutput)).toContain("the ride service had a problem");
    const [original] = await runner.boss.findJobs("test.broken", { id: id! });
    expect(original).toMatchObject({ state: "failed", retryCount: 2 });
  }, 60_000);
});
