import { describe, expect, it } from "vitest";
import { isAlive, spawnGroup } from "./process-group";

// A child that starts a grandchild which shrugs off SIGTERM, then exits at once on SIGTERM itself:
// the leader gone, the grandchild still running, as npx gone and next's server still serving.
const CHILD = `
const { spawn } = require("node:child_process");
const grandchild = spawn(process.execPath, ["-e", "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('ready')"], { stdio: ["ignore", "pipe", "inherit"] });
grandchild.stdout.once("data", () => console.log(grandchild.pid));
process.on("SIGTERM", () => process.exit(0));
setInterval(() => {}, 1000);
`;

async function figureThatFails(): Promise<{ child: number; grandchild: number }> {
  const group = spawnGroup(process.execPath, ["-e", CHILD], { stdio: ["ignore", "pipe", "inherit"] });
  const grandchild = Number(await new Promise<string>((resolve) => group.child.stdout!.once("data", (b: Buffer) => resolve(b.toString().trim()))));
  pids = { child: group.pgid, grandchild };
  try {
    throw new Error("the figure failed");
  } finally {
    await group.stop(500);
  }
}
let pids: { child: number; grandchild: number } | null = null;

describe("a benchmark's process group", () => {
  it("is stopped whole when a figure throws: the child and the grandchild it started are both gone", async () => {
    await expect(figureThatFails()).rejects.toThrow("the figure failed");
    expect(pids).not.toBeNull();
    expect(isAlive(pids!.child)).toBe(false);
    expect(isAlive(pids!.grandchild)).toBe(false);
  });
});
