import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { jobRunner } from "@/lib/jobs";
import { startAppJobs } from "@/lib/registry/app-jobs";

export type Check = { ok: true } | { ok: false; reason: string };
export type Health = { ok: boolean; checks: { database: Check; jobs: Check } };

const within = <T>(ms: number, what: Promise<T>) =>
  Promise.race([what, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref?.())]);

/** Whether the server can do its work: the database answers and the job runner runs. */
export async function checkHealth(): Promise<Health> {
  const database = await within(3_000, (async () => (await db()).execute(sql`select 1`))())
    .then((): Check => ({ ok: true }))
    .catch((e: unknown): Check => ({ ok: false, reason: `the database does not answer: ${e instanceof Error ? e.message : String(e)}` }));
  const jobs = await checkJobs();
  return { ok: database.ok && jobs.ok, checks: { database, jobs } };
}

async function checkJobs(): Promise<Check> {
  // A runner that failed to start is tried again, so a database that came back brings the jobs back.
  const runner = (await jobRunner()) ?? (await startAppJobs().catch(() => null));
  if (!runner) return { ok: false, reason: "the background jobs are not running" };
  const status = runner.status();
  if (status.state !== "running") return { ok: false, reason: `the background jobs are ${status.state}` };
  try {
    await within(3_000, runner.boss.getQueues(runner.queues.slice(0, 1)));
    return { ok: true };
  } catch (e) {
    return { ok: false, reason: `the job queues cannot be read: ${e instanceof Error ? e.message : String(e)}` };
  }
}
