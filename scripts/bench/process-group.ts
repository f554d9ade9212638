/**
 * Processes the benchmarks start, each in a process group of its own (spawned detached), and
 * stopped by group: `npx next start` is npx, then next, then next's server, and the leader may
 * exit first while the server goes on serving. A group is stopped until none of it is left, and
 * every group still running is killed when the benchmark's process exits, however a figure failed.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import fs from "node:fs";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Groups started and not yet stopped, killed outright should the benchmark exit first. */
const running = new Set<number>();
let guarded = false;
const guardExit = () => {
  if (guarded) return;
  guarded = true;
  process.on("exit", () => {
    for (const pgid of running) signalGroup(pgid, "SIGKILL");
  });
};

/** Whether a process is still there: a zombie (exited, not yet reaped) is not. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // "pid (name) S …": the state follows the last parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

/** Whether any process of the group is left (zombies aside). */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readdirSync("/proc").some((entry) => /^\d+$/.test(entry) && groupOf(Number(entry)) === pgid && isAlive(Number(entry)));
  } catch {
    return true;
  }
}

function groupOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // After "(name) state ppid pgrp".
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
  } catch {
    return null;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* none of the group is left */
  }
}

export type GroupProcess = {
  child: ChildProcess;
  /** The group's id: the leader's pid. */
  pgid: number;
  /** Whether the leader has exited (others of the group may still run). */
  exited(): boolean;
  /** SIGTERM to the whole group, SIGKILL after `graceMs` to whatever is left, and back once none of it is. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL to the whole group, as a crash would, and back once none of it is left. */
  kill(): Promise<void>;
};

/** Starts a command as the leader of a new process group. */
export function spawnGroup(command: string, args: string[], options: SpawnOptions): GroupProcess {
  guardExit();
  const child = spawn(command, args, { ...options, detached: true });
  const pgid = child.pid!;
  running.add(pgid);
  let exited = false;
  child.once("exit", () => (exited = true));
  const until = async (gone: () => boolean, ms: number) => {
    for (const end = Date.now() + ms; !gone() && Date.now() < end;) await sleep(50);
    return gone();
  };
  const leaderAndGroupGone = () => exited && !groupAlive(pgid);
  const kill = async () => {
    signalGroup(pgid, "SIGKILL");
    if (!(await until(leaderAndGroupGone, 10_000))) throw new Error(`process group ${pgid} is still running after SIGKILL`);
    running.delete(pgid);
  };
  return {
    child,
    pgid,
    exited: () => exited,
    async stop(graceMs = 10_000) {
      signalGroup(pgid, "SIGTERM");
      // The leader's exit is not the end: the group is waited for, then killed whole.
      if (!(await until(leaderAndGroupGone, graceMs))) return kill();
      running.delete(pgid);
    },
    kill,
  };
}
