/**
 * One app process's job runner, for the test that runs two of them on one PostgreSQL database:
 * it works the "test.shared" queue and records which process ran each job.
 *   node --import tsx --conditions=react-server lib/jobs/shared-worker.fixture.ts <database url>
 */
import { Client } from "pg";
import { defineJob, startJobRunner } from "./runner";

const url = process.argv[2]!;
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
  ],
  { pollingIntervalSeconds: 0.5, instanceName: `shared-${process.pid}` },
);
console.log("ready");
process.on("SIGTERM", async () => {
  await runner.stop();
  await client.end();
  process.exit(0);
});
