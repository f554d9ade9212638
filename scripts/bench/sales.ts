import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/lib/db/client";
import { sales } from "@/lib/db/schema";
import { createProviderClient } from "@/lib/provider/client";
import { DEFAULT_CREDENTIALS } from "@/lib/sandbox";
import { sweepSales } from "@/lib/sales/sweep";
import { sandboxProcess } from "./provider";

export type SalesSweepFigures = {
  sales: number;
  stored: number;
  calls: number;
  seconds: number;
  /** The sweeping process's resident memory above where it stood before the sweep, and its peak in all (the sandbox runs in another). */
  peakMb: number;
  peakRssMb: number;
  again: { seconds: number; added: number };
};

/**
 * `n` sales of one month in the sandbox (a process of its own, over loopback HTTP), read by the daily
 * sweep through `/sales`, 100 a page, into an embedded database; then read again (the next day's
 * pass), which must add nothing. Memory is the sweeping process's resident size above where it stood
 * before the sweep, sampled as it runs.
 */
export async function salesSweepFigures(n = 100_000): Promise<SalesSweepFigures> {
  const now = new Date(Date.UTC(2027, 0, 28, 9, 0, 0));
  // The sandbox and its sales live in a process of their own: the memory measured is the sweep's.
  const sandbox = await sandboxProcess({ BENCH_SALES: String(n) });
  let calls = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (new URL(String(input)).pathname === "/api/v4/sales") calls++;
    return globalThis.fetch(input, init);
  };
  const client = createProviderClient({ baseUrl: sandbox.url, authUrl: sandbox.url, ...DEFAULT_CREDENTIALS }, { fetch, retry: { sleep: async () => {} } });
  // On disk, as an installation keeps it (DATA_DIR): an in-memory database would count its own size as the sweep's.
  const dataDir = await mkdtemp(path.join(tmpdir(), "ridedesk-bench-sales-"));
  const handle = await openDatabase({ dataDir });
  try {
    globalThis.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const t0 = performance.now();
    await sweepSales(handle.db, client, now);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const [{ stored }] = (await handle.db.select({ stored: sql<number>`count(*)::int` }).from(sales)) as [{ stored: number }];
    const t1 = performance.now();
    const again = await sweepSales(handle.db, client, new Date(now.getTime() + 24 * 3600_000));
    return {
      sales: n,
      stored,
      calls,
      seconds,
      peakMb: (peak - base) / 1e6,
      peakRssMb: peak / 1e6,
      again: { seconds: (performance.now() - t1) / 1000, added: again.added },
    };
  } finally {
    await handle.close();
    await sandbox.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
