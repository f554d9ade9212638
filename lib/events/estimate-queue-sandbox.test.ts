import { describe, expect, it, vi } from "vitest";
import { basketKey } from "@/lib/booking/estimate";
import { createProviderClient, type ProviderClient } from "@/lib/provider/client";
import { manualClock } from "@/lib/sandbox/clock";
import { PLACES, REQUESTER, serveSandbox } from "@/lib/sandbox/testing";
import type { EventBasket } from "./estimate-queue";

/**
 * The queue as the app runs it (priceBasket, the provider client with its retries off) against the
 * sandbox over real HTTP, behind the sandbox's rate limit, on a sandbox clock the queue's sleeps move.
 */

const current = vi.hoisted(() => ({ client: null as ProviderClient | null }));
vi.mock("@/lib/provider", async (original) => ({ ...(await original<typeof import("@/lib/provider")>()), provider: () => current.client! }));
vi.mock("@/lib/auth/secret", () => ({ authSecret: () => "test-secret" }));

const { estimateBaskets } = await import("./estimate-queue");

const ESTIMATES = "POST /api/v4/estimates";

/** `distinct` baskets from pickups a street apart, as `rows` rows: some rows share a basket. */
function sheet(distinct: number, rows: number): EventBasket[] {
  return Array.from({ length: rows }, (_, row) => {
    const stops: [number, number][] = [[40.4 + (row % distinct) / 1000, -3.7], PLACES.castellana200];
    return { key: basketKey({ requesterId: REQUESTER, stops, startAt: null }), requesterId: REQUESTER, stops, when: { kind: "asap" } };
  });
}

describe("the event estimate queue against the sandbox's rate limit", () => {
  it("estimates every distinct basket once, with few 429s and no call but those and one per basket", async () => {
    const clock = manualClock(Date.now());
    const s = await serveSandbox({ clock, rateLimits: { [ESTIMATES]: { requests: 5, perSeconds: 1 } } });
    current.client = createProviderClient({ baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials }, { fetch: s.fetch });
    // The sandbox's clock moves as the queue sleeps: to the end of the longest sleep so far.
    const sleep = async (ms: number) => {
      const until = clock.now() + ms;
      await new Promise((resolve) => setImmediate(resolve));
      clock.set(Math.max(clock.now(), until));
    };
    const rows = sheet(60, 90);
    const started = clock.now();

    const results = await estimateBaskets(rows, { sleep, now: clock.now, concurrency: 4 });

    expect(results.size).toBe(60);
    expect(rows.every((r) => results.get(r.key)?.ok)).toBe(true);
    const statuses = s.sent("/api/v4/estimates").map((l) => l.status);
    const limited = statuses.filter((status) => status === 429).length;
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses).toHaveLength(60 + limited);
    expect(limited).toBeGreaterThan(0);
    expect(limited).toBeLessThanOrEqual(4); // the first burst's overshoot, then the pace holds
    // The sandbox's own account: each basket estimated once, every call it received either that or a 429.
    const pickups = s.sandbox.state.estimates.map((e) => e.stops[0]!.join(","));
    expect(new Set(pickups).size).toBe(60);
    expect(pickups).toHaveLength(60);
    expect(s.sandbox.state.counters.api_requests).toBe(60 + limited);
    // 60 calls at 5 a second, on the sandbox's clock.
    expect(clock.now() - started).toBeGreaterThanOrEqual(11_000);
    expect(clock.now() - started).toBeLessThan(14_000);
  });
});
