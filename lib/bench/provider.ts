import { createProviderClient } from "@/lib/provider/client";
import { createSandbox } from "@/lib/sandbox";
import { serve } from "@/lib/sandbox/node-server";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * The client's cost over a bare fetch of the same sandbox call on loopback: token cache,
 * URL building, error handling and response validation included. Rounds alternate which
 * side goes first so neither gains from a warmer connection.
 */
export async function providerOverhead({ rounds = 40, callsPerRound = 50 } = {}) {
  const sandbox = createSandbox();
  const server = await serve(sandbox.handle);
  try {
    const client = createProviderClient({ baseUrl: server.url, authUrl: server.url, ...sandbox.credentials });
    const token = await client.tokens.getToken();
    const url = `${server.url}/api/v4/hub?latitude=40.4065&longitude=-3.6896`;
    const direct = async () => {
      const r = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: "application/json" } });
      if (!r.ok) throw new Error(`direct call failed: ${r.status}`);
      return JSON.parse(await r.text()) as unknown;
    };
    const viaClient = () => client.hub(40.4065, -3.6896);
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < callsPerRound; i++) await fn();
      return (performance.now() - start) / callsPerRound;
    };
    for (let i = 0; i < 3; i++) await Promise.all([time(direct), time(viaClient)]); // warm-up
    const ratios: number[] = [];
    const directs: number[] = [];
    const clients: number[] = [];
    for (let round = 0; round < rounds; round++) {
      let d: number;
      let c: number;
      if (round % 2) {
        d = await time(direct);
        c = await time(viaClient);
      } else {
        c = await time(viaClient);
        d = await time(direct);
      }
      directs.push(d);
      clients.push(c);
      ratios.push(c / d);
    }
    return { medianRatio: median(ratios), directMs: median(directs), clientMs: median(clients), rounds, callsPerRound };
  } finally {
    await server.close();
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
