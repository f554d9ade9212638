import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * A data folder that turns read-only under a running server: PGlite answers the failed write with
 * a PANIC, after which it never answers again. The server must stop with a clear message (so a
 * supervisor restarts it) instead of staying up and timing out every request.
 */

const ROOT = process.cwd();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ridedesk-write-failure-"));
// Root writes through any permission: the child then runs as an unprivileged user.
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
const asUser = asRoot ? { uid: NOBODY, gid: NOBODY } : {};

function chmodTree(p: string, mode: number) {
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    const child = path.join(p, entry.name);
    if (entry.isDirectory()) chmodTree(child, mode);
    else fs.chmodSync(child, mode & 0o666);
  }
  fs.chmodSync(p, mode);
}

afterAll(() => {
  chmodTree(dir, 0o777);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a database write that fails for good", () => {
  it("stops the server with a message naming the data folder, instead of hanging", async () => {
    fs.chmodSync(dir, 0o777);
    if (asRoot) fs.chownSync(dir, NOBODY, NOBODY);
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", "lib/db/write-failure.testing.ts"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: dir, NODE_ENV: "production", DATA_DIR: dir },
      stdio: ["pipe", "pipe", "pipe"],
      ...asUser,
    });
    let stdout = "";
    let stderr = "";
    const waiters: { text: string; resolve: () => void }[] = [];
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      for (const w of waiters.filter((w) => stdout.includes(w.text))) w.resolve();
    });
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const printed = (text: string) => new Promise<void>((resolve) => (stdout.includes(text) ? resolve() : waiters.push({ text, resolve })));
    const within = <T>(p: Promise<T>, ms: number, what: string) =>
      Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms\n${stdout}\n${stderr}`)), ms))]);

    try {
      await within(Promise.race([printed("ready"), exited]), 60_000, "opening the database");
      expect(stdout).toContain("ready");
      chmodTree(path.join(dir, "db"), 0o555);
      child.stdin.write("write\n");
      await within(Promise.race([printed("written"), exited]), 15_000, "the failed write");
      // Writes work again; a server that stayed up must now answer.
      chmodTree(path.join(dir, "db"), 0o777);
      child.stdin.write("read\n");
      const code = await within(exited, 15_000, "the next query after the failure");
      expect(stdout).not.toContain("read ok");
      expect(code).toBe(1);
      expect(stderr).toContain("Ridedesk stopped. The embedded database stopped after a fatal error (could not create file");
      expect(stderr).toContain(`Check that ${path.join(dir, "db")} is writable`);
    } finally {
      child.kill("SIGKILL");
    }
  }, 120_000);
});
