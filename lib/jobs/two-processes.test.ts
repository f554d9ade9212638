import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { Client as PgClient } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "@/lib/db/testing";
import type { DbHandle } from "@/lib/db/client";
import { startJobRunner, defineJob } from "./runner";
import { HEARTBEAT_QUEUE } from "./shared-worker-queues";
import { eventually, jobTargetOfHandle } from "./testing";

const JOBS = 200;

/** Two app processes on one PostgreSQL database share the work: every job runs once, never twice. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two app processes on one PostgreSQL", () => {
  const children: ChildProcess[] = [];
  const handles: DbHandle[] = [];
  afterAll(async () => {
    for (const c of children) c.kill("SIGTERM");
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : c.once("exit", r)))));
    await Promise.all(handles.map((h) => h.close()));
  }, 30_000);

  /** A fresh database with the table the workers record their runs in, and a client to read it. */
  async function withJobRuns(test: (target: { engine: "postgres"; url: string }, sql: PgClient) => Promise<void>) {
    const handle = await freshDatabase("postgres");
    handles.push(handle);
    const target = jobTargetOfHandle(handle);
    if (target.engine !== "postgres") throw new Error("expected PostgreSQL");
    const { Client } = await import("pg");
    const sql = new Client({ connectionString: target.url });
    await sql.connect();
    try {
      await sql.query("create table job_runs (job_id uuid not null, n int not null, pid int not null)");
      await test(target, sql);
    } finally {
      await sql.end();
    }
  }

  /** Stops a worker as the app stops (SIGTERM: the runner finishes the jobs it holds, then exits). */
  const stopWorker = (child: ChildProcess) =>
    new Promise<void>((resolve, reject) => {
      child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
      child.kill("SIGTERM");
    });

  const startWorker = (url: string, mode?: "hang") =>
    new Promise<ChildProcess>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "--conditions=react-server", path.join(__dirname, "shared-worker.testing.ts"), url, ...(mode ? [mode] : [])],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      children.push(child);
      child.stdout!.on("data", (d: Buffer) => d.toString().includes("ready") && resolve(child));
      child.once("exit", (code) => reject(new Error(`worker exited with ${code}`)));
    });

  it(
    "runs each of 200 jobs exactly once between them, and both take part",
    () =>
      withJobRuns(async (target, sql) => {
        // The first process to start installs pg-boss; the second finds it there.
        const a = await startWorker(target.url);
        const b = await startWorker(target.url);
        const sender = await startJobRunner(target, [defineJob({ queue: "test.shared", async run() {} })], { work: false });
        for (let n = 0; n < JOBS; n++) await sender.send("test.shared", { n });
        await sender.stop();

        await eventually(async () => (await sql.query("select count(*)::int as c from job_runs")).rows[0].c >= JOBS, "every job to run", 60_000);
        // Both processes stopped, their jobs in hand finished: anything that ran twice shows up now.
        await Promise.all([stopWorker(a), stopWorker(b)]);
        const { rows } = await sql.query("select count(*)::int as runs, count(distinct job_id)::int as jobs, count(distinct n)::int as ns from job_runs");
        expect(rows[0]).toEqual({ runs: JOBS, jobs: JOBS, ns: JOBS });
        const byPid = (await sql.query("select pid, count(*)::int as c from job_runs group by pid")).rows as { pid: number; c: number }[];
        expect(byPid.map((r) => r.pid).sort()).toEqual([a.pid, b.pid].sort());
        for (const r of byPid) expect(r.c).toBeGreaterThan(0);
      }),
    120_000,
  );

  it(
    "takes back a job whose process was killed while running it within about half a minute, not its 2-minute expiry",
    () =>
      withJobRuns(async (target, sql) => {
        const doomed = await startWorker(target.url, "hang");
        const sender = await startJobRunner(target, [defineJob({ queue: "test.heartbeat", options: HEARTBEAT_QUEUE, async run() {} })], { work: false });
        await sender.send("test.heartbeat", { n: 1 });
        await sender.stop();
        await eventually(async () => (await sql.query("select 1 from job_runs where pid = $1", [doomed.pid])).rowCount, "the job to start");
        doomed.kill("SIGKILL");
        const killedAt = Date.now();
        const survivor = await startWorker(target.url);
        await eventually(async () => (await sql.query("select 1 from job_runs where pid = $1", [survivor.pid])).rowCount, "the job to run again", 60_000);
        // Heartbeat lost after 10 s, noticed within the next 10 s, retried after 1 s, fetched within 0.5 s.
        expect(Date.now() - killedAt).toBeLessThan(40_000);
      }),
    90_000,
  );
});
