import { sql } from "drizzle-orm";
import { openDatabase } from "@/lib/db/client";
import { sales } from "@/lib/db/schema";
import { createProviderClient } from "@/lib/provider/client";
import { createSandbox } from "@/lib/sandbox";
import { manualClock } from "@/lib/sandbox/clock";
import type { SaleRecord } from "@/lib/sandbox/state";
import { sweepSales } from "@/lib/sales/sweep";

const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";

export type SalesSweepFigures = {
  sales: number;
  stored: number;
  calls: number;
  seconds: number;
  /** Resident memory above where it stood before the sweep, and the process's peak in all (the sandbox's 100,000 sales included). */
  peakMb: number;
  peakRssMb: number;
  again: { seconds: number; added: number };
};

/**
 * `n` sales of one month in the sandbox, read by the daily sweep through `/sales`, 100 a page, into an
 * embedded database; then read again (the next day's pass), which must add nothing. Memory is the
 * process's resident size above where it stood before the sweep, sampled as it runs.
 */
export async function salesSweepFigures(n = 100_000): Promise<SalesSweepFigures> {
  const clock = manualClock(Date.UTC(2027, 0, 28, 9, 0, 0));
  const sandbox = createSandbox({ clock, tokenTtlSeconds: 90 * 24 * 3600 });
  const clientId = sandbox.credentials.clientId;
  for (let i = 0; i < n; i++) {
    const code = `B${i.toString(16).toUpperCase().padStart(11, "0")}`;
    const journeyId = crypto.randomUUID();
    const day = `2027-01-${String(1 + (i % 28)).padStart(2, "0")}`;
    const record: SaleRecord = {
      code,
      client_id: clientId,
      requester_id: REQUESTER,
      journey_id: journeyId,
      seq: i + 1,
      sale: {
        code,
        currency: "EUR",
        invoice_date: day,
        price_details: { total: 900 + (i % 3000), discount: 0, tax_rate: 10, tax_type: "iva" },
        concept: {
          type: "journey",
          type_object: {
            id: journeyId,
            charge_code: `cc-${i % 40}`,
            country: "ES",
            description: "Cabify ride",
            region: "madrid",
            start_at: `${day}T08:00:00.000Z`,
            end_at: `${day}T08:25:00.000Z`,
            pickup: { id: `${journeyId}-0`, loc: [40.4169, -3.7035], name: "Puerta del Sol", contacts: [], hit_at: `${day}T08:00:00.000Z` },
            dropoff: { id: `${journeyId}-1`, loc: [40.4626, -3.689], name: "Castellana 200", contacts: [], hit_at: `${day}T08:25:00.000Z` },
          },
        },
      },
    };
    sandbox.state.sales[code] = record;
  }
  const origin = "http://sandbox.bench";
  let calls = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (new URL(String(input)).pathname === "/api/v4/sales") calls++;
    return sandbox.handle(new Request(input, init));
  };
  const client = createProviderClient({ baseUrl: origin, authUrl: origin, ...sandbox.credentials }, { fetch, retry: { sleep: async () => {} } });
  const handle = await openDatabase({ dataDir: null });
  try {
    globalThis.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const t0 = performance.now();
    await sweepSales(handle.db, client, new Date(clock.now()));
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const [{ stored }] = (await handle.db.select({ stored: sql<number>`count(*)::int` }).from(sales)) as [{ stored: number }];
    const t1 = performance.now();
    const again = await sweepSales(handle.db, client, new Date(clock.now() + 24 * 3600_000));
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
    sandbox.close();
  }
}
