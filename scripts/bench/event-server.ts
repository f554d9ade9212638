/**
 * A production server (`next start`) on the embedded sandbox for the event figures: a data folder of
 * its own that outlives the process, so the server can be killed (SIGKILL, its whole process group)
 * and started again on the same database and the same sandbox state.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const CLIENT = { id: "ridedesk-bench", secret: "bench-sandbox-secret" };
export const SANDBOX_AUTH = `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString("base64")}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port the system has free now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export type EventServer = {
  url: string;
  /** The server's process group killed with SIGKILL, as a crash would: nothing is flushed or closed. */
  crash(): Promise<void>;
  /** Started again on the same data folder; resolves once /api/health answers 200. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** JSON from the app or its sandbox; `auth` "sandbox" sends the sandbox's credentials, else `cookie` is sent. */
  call<T>(method: string, pathname: string, init?: { body?: unknown; cookie?: string; auth?: "sandbox" }): Promise<{ status: number; json: T }>;
};

/**
 * Starts the server with the sandbox's control switch on (fixed credentials), the given sandbox rate
 * limits ("estimate=10/1s,journey=20/1s") and a fresh data folder; resolves once it is healthy.
 */
export async function startEventServer(rateLimits: string): Promise<EventServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "ridedesk-bench-events-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SANDBOX_CLIENT_ID: CLIENT.id,
    SANDBOX_CLIENT_SECRET: CLIENT.secret,
    SANDBOX_CONTROL: "true",
    SANDBOX_RATE_LIMITS: rateLimits,
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  delete env.APP_URL;
  delete env.NODE_OPTIONS;
  const url = `http://localhost:${port}`;
  let child: ChildProcess | null = null;
  let log = "";

  const exited = (c: ChildProcess) => new Promise<void>((resolve) => (c.exitCode !== null || c.signalCode !== null ? resolve() : c.once("exit", () => resolve())));
  const killGroup = (c: ChildProcess, signal: NodeJS.Signals) => {
    try {
      process.kill(-c.pid!, signal);
    } catch {
      /* already gone */
    }
  };
  const onSignal = () => (child && killGroup(child, "SIGKILL"), process.exit(130));
  process.once("SIGINT", onSignal);

  async function start() {
    log = "";
    // `next start` itself in a process group of its own, so that killing the group kills the server and its workers.
    const c = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(port)], { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    const keep = (b: Buffer) => void (log = (log + b.toString()).slice(-4000));
    c.stdout!.on("data", keep);
    c.stderr!.on("data", keep);
    child = c;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (c.exitCode !== null || c.signalCode !== null) throw new Error(`next start exited before answering:\n${log}`);
      const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
      if (health?.status === 200) return;
      await sleep(250);
    }
    throw new Error(`next start was not healthy within 120 s:\n${log}`);
  }

  async function crash() {
    if (!child) return;
    const c = child;
    child = null;
    killGroup(c, "SIGKILL");
    await exited(c);
  }

  async function stop() {
    process.off("SIGINT", onSignal);
    if (child) {
      const c = child;
      child = null;
      killGroup(c, "SIGTERM");
      await Promise.race([exited(c), sleep(5000)]);
      killGroup(c, "SIGKILL");
    }
    await rm(dataDir, { recursive: true, force: true });
  }

  async function call<T>(method: string, pathname: string, init: { body?: unknown; cookie?: string; auth?: "sandbox" } = {}) {
    const headers: Record<string, string> = {};
    if (init.auth === "sandbox") headers.authorization = SANDBOX_AUTH;
    if (init.cookie) headers.cookie = init.cookie;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(url + pathname, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), signal: AbortSignal.timeout(60_000) });
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      /* kept as text */
    }
    return { status: res.status, json: json as T };
  }

  try {
    await start();
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, crash, restart: start, stop, call };
}
