import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { createProviderClient } from "@/lib/provider/client";
import { createSandbox, DEFAULT_CREDENTIALS } from "@/lib/sandbox";
import { serve } from "@/lib/sandbox/node-server";
import { spawnGroup } from "./process-group";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Starts the sandbox in a child process and returns its URL; `env` adds to the child's environment (BENCH_SALES: sales to hold). */
export async function sandboxProcess(env: Record<string, string> = {}): Promise<{ url: string; stop(): Promise<void> }> {
  const group = spawnGroup(process.execPath, ["--import", "tsx", "--conditions=react-server", fileURLToPath(new URL("./sandbox-server.ts", import.meta.url))], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  try {
    const [line] = (await once(group.child.stdout!, "data")) as [Buffer];
    return { url: line.toString().trim(), stop: () => group.stop(5000) };
  } catch (e) {
    await group.stop(5000);
    throw e;
  }
}

/**
 * The client's cost over a bare fetch of the same call to the sandbox on loopback: token cache,
 * URL building, deadline, error handling and response validation included. The sandbox runs in
 * its own process; direct and client calls alternate so both meet the same conditions.
 */
export async function providerOverhead(call: "users" | "hub", { rounds = 40, callsPerRound = 50, warmup = 500 } = {}) {
  const sandbox = await sandboxProcess();
  try {
    const client = createProviderClient({ baseUrl: sandbox.url, authUrl: sandbox.url, ...DEFAULT_CREDENTIALS });
    const token = await client.tokens.getToken();
    const url = call === "hub" ? `${sandbox.url}/api/v4/hub?latitude=40.4065&longitude=-3.6896` : `${sandbox.url}/api/v4/users?per=1`;
    const direct = async () => {
      const r = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: "application/json" } });
      if (!r.ok) throw new Error(`direct call failed: ${r.status}`);
      return JSON.parse(await r.text()) as unknown;
    };
    const viaClient = () => (call === "hub" ? client.hub(40.4065, -3.6896) : client.users({ per: 1 }));
    const timed = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    for (let i = 0; i < warmup; i++) await Promise.all([direct(), viaClient()]);
    const ratios: number[] = [];
    const directs: number[] = [];
    const clients: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const d: number[] = [];
      const c: number[] = [];
      for (let i = 0; i < callsPerRound; i++) {
        if (i % 2) {
          d.push(await timed(direct));
          c.push(await timed(viaClient));
        } else {
          c.push(await timed(viaClient));
          d.push(await timed(direct));
        }
      }
      directs.push(median(d));
      clients.push(median(c));
      ratios.push(median(c) / median(d));
    }
    return { medianRatio: median(ratios), directMs: median(directs), clientMs: median(clients), rounds, callsPerRound };
  } finally {
    await sandbox.stop();
  }
}

/** Token requests a cold client makes when `calls` calls arrive at once. */
export async function tokenRequestsUnderLoad(calls: number) {
  const sandbox = createSandbox();
  const server = await serve(sandbox.handle);
  try {
    const client = createProviderClient({ baseUrl: server.url, authUrl: server.url, ...sandbox.credentials });
    await Promise.all(Array.from({ length: calls }, () => client.users({ per: 1 })));
    return sandbox.state.counters.token_requests;
  } finally {
    await server.close();
  }
}
