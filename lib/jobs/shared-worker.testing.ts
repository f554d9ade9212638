/**
 * One app process's job runner, for the tests that run two of them on one PostgreSQL database: it
 * works the "test.shared" and "test.heartbeat" queues and records which process ran each job. With
 * "hang", a heartbeat job never ends here, as in a process killed while running it.
 *   node --import tsx --conditions=react-server lib/jobs/shared-worker.testing.ts <database url> [hang]
 */
import { Client } from "pg";
import { defineJob, startJobRunner } from "./runner";
import { HEARTBEAT_QUEUE } from "./shared-worker-queues";

const [url, mode] = process.argv.slice(2) as [string, string | undefined];
const client = new Client({ connectionString: url });
await client.connect();
const runner = await startJobRunner(
  { engine: "postgres", url },
  [
    defineJob<{ n: number }>({
      queue: "test.shared",
      work: { batchSize: 2 },
      async run(job) {
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
        await client.query("insert into job_runs (job_id, n, pid) values ($1, $2, $3)", [job.id, job.data.n, process.pid]);
      },
    }),
    defineJob<{ n: number }>({
      queue: "test.heartbeat",
      options: HEARTBEAT_QUEUE,
      async run(job) {
        await client.query("insert into job_runs (job_id, n, pid) values ($1, $2, $3)", [job.id, job.data.n, process.pid]);
        if (mode === "hang") await new Promise(() => undefined);
      },
    }),
  ],
  { pollingIntervalSeconds: 0.5, instanceName: `shared-${process.pid}` },
);
console.log("ready");
process.on("SIGTERM", async () => {
  await runner.stop();
  await client.end();
  process.exit(0);
});
