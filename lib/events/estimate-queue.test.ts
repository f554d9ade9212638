import { describe, expect, it } from "vitest";
import { ActionError } from "@/lib/action-result";
import type { Basket } from "@/lib/booking/price-basket";
import { ProviderError } from "@/lib/provider/errors";
import { estimateBaskets, type BasketEstimate, type EventBasket } from "./estimate-queue";

const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";

const basket = (i: number): EventBasket => ({
  key: `k${i}`,
  requesterId: REQUESTER,
  stops: [
    [40.4 + i / 10_000, -3.7],
    [40.45, -3.69],
  ],
  when: { kind: "asap" },
});
const keyOf = (b: Basket) => `k${Math.round((b.stops[0]![0] - 40.4) * 10_000)}`;
const priced: BasketEstimate = { products: [], createdAt: 0, startAt: null, zone: "Europe/Madrid" };

const rateLimited = (retryAfterMs: number | null) => Object.assign(new ProviderError(429, "Too Many Requests", null, "estimate"), { retryAfterMs });
const failed = (status: number) => new ProviderError(status, null, null, "estimate");

type Event = { type: "call"; key: string; at: number } | { type: "429"; at: number; waitMs: number };

/**
 * A clock that moves only when the queue sleeps (to the end of the longest sleep so far), and a
 * provider on it that answers as `answer` says, logging every call and every 429 in order.
 */
function world(answer: (key: string, attempt: number, at: number) => Error | null) {
  let t = 0;
  const now = () => t;
  const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
    const until = t + ms;
    await tick();
    t = Math.max(t, until);
  };
  const events: Event[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const estimate = async (b: Basket): Promise<BasketEstimate> => {
    const key = keyOf(b);
    events.push({ type: "call", key, at: t });
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    try {
      await tick();
      await tick();
      const error = answer(key, events.filter((e) => e.type === "call" && e.key === key).length, t);
      if (error instanceof ProviderError && error.kind === "rate_limited") events.push({ type: "429", at: t, waitMs: error.retryAfterMs ?? 0 });
      if (error) throw error;
      return priced;
    } finally {
      inFlight--;
    }
  };
  const calls = (key?: string) => events.filter((e) => e.type === "call" && (!key || e.key === key)).length;
  return { now, sleep, sleeps, estimate, events, calls, maxInFlight: () => maxInFlight, options: { now, sleep, estimate, random: () => 0.5 } };
}

/** A gateway's token bucket on the world's clock: a burst of `limit`, refilled `limit` a second. */
function bucket(limit: number) {
  let tokens = limit;
  let at = 0;
  return (now: number): Error | null => {
    tokens = Math.min(limit, tokens + ((now - at) * limit) / 1000);
    at = now;
    if (tokens < 1) return rateLimited(Math.ceil((1 - tokens) / limit) * 1000);
    tokens--;
    return null;
  };
}

describe("the event estimate queue", () => {
  it("asks once per distinct basket and answers every key, telling its progress", async () => {
    const w = world(() => null);
    const rows = [1, 2, 1, 3, 2, 1].map(basket);
    const progress: [number, number][] = [];
    const results = await estimateBaskets(rows, { ...w.options, onProgress: (done, total) => progress.push([done, total]) });
    expect(w.calls()).toBe(3);
    expect([...results.keys()].sort()).toEqual(["k1", "k2", "k3"]);
    expect(rows.every((r) => results.get(r.key)?.ok)).toBe(true);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it("never has more than `concurrency` estimates in flight", async () => {
    const w = world(() => null);
    await estimateBaskets(
      Array.from({ length: 25 }, (_, i) => basket(i)),
      { ...w.options, concurrency: 3 },
    );
    expect(w.calls()).toBe(25);
    expect(w.maxInFlight()).toBe(3);
  });

  it("pauses every call for a 429's Retry-After, then keeps to the pace the provider allows", async () => {
    const gate = bucket(5);
    const w = world((_key, _attempt, at) => gate(at));
    const results = await estimateBaskets(
      Array.from({ length: 40 }, (_, i) => basket(i)),
      { ...w.options, concurrency: 4 },
    );
    expect([...results.values()].every((r) => r.ok)).toBe(true);
    // No call, whichever worker made it, starts before the end of a pause asked for earlier.
    let pausedUntil = -Infinity;
    for (const e of w.events) {
      if (e.type === "429") pausedUntil = Math.max(pausedUntil, e.at + e.waitMs);
      else expect(e.at).toBeGreaterThanOrEqual(pausedUntil);
    }
    const limited = w.events.filter((e) => e.type === "429").length;
    expect(limited).toBeGreaterThan(0);
    expect(limited).toBeLessThanOrEqual(4); // only the first burst: then the pace keeps within the limit
    expect(w.calls()).toBe(40 + limited);
    expect(w.now()).toBeLessThan(9000); // about 40 calls at 5 a second, not much slower
  });

  it("backs off with jitter on a 429 without Retry-After, and gives a basket up as busy after maxRateLimited", async () => {
    const w = world(() => rateLimited(null));
    const [outcome] = (await estimateBaskets([basket(1)], { ...w.options, maxRateLimited: 3 })).values();
    expect(outcome).toEqual({ ok: false, error: { code: "rate_limited", message: '$provider.busy{"service":"ride"}', retryable: true } });
    expect(w.calls()).toBe(3);
    expect(w.sleeps).toEqual([750, 1500]); // half fixed, half random (0.5), from a second, doubling
  });

  it("answers the rest busy at once when the provider asks for a longer wait than maxPauseMs", async () => {
    const w = world(() => rateLimited(3_600_000));
    const results = await estimateBaskets(
      Array.from({ length: 10 }, (_, i) => basket(i)),
      { ...w.options, concurrency: 2 },
    );
    expect([...results.values()].every((r) => !r.ok && r.error.code === "rate_limited")).toBe(true);
    expect(w.calls()).toBeLessThanOrEqual(2);
  });

  it("takes a refusal as the basket's answer, in the provider's words, without asking again", async () => {
    const refusal = new ActionError("provider", "stops[0].loc is outside the service area", { "stops.0": "outside the service area" });
    const w = world((key) => (key === "k1" ? refusal : key === "k2" ? failed(404) : null));
    const results = await estimateBaskets([1, 2, 3].map(basket), w.options);
    expect(results.get("k1")).toEqual({ ok: false, error: { code: "provider", message: refusal.message, fields: refusal.fields } });
    expect(results.get("k2")).toEqual({ ok: false, error: { code: "provider", message: '$provider.notFound{"service":"ride"}' } });
    expect(results.get("k3")).toMatchObject({ ok: true });
    expect([w.calls("k1"), w.calls("k2"), w.calls("k3")]).toEqual([1, 1, 1]);
  });

  it("retries a 5xx, a timeout or a lost connection for that basket alone, with backoff, up to maxAttempts", async () => {
    const w = world((key, attempt) => {
      if (key === "k1") return failed(503);
      if (key === "k2") return attempt < 3 ? new ProviderError(0, null, null, "estimate", attempt === 1 ? "timeout" : "network") : null;
      return null;
    });
    const results = await estimateBaskets([1, 2, 3].map(basket), { ...w.options, maxAttempts: 3 });
    expect(results.get("k1")).toEqual({ ok: false, error: { code: "provider", message: '$provider.failed{"service":"ride"}', retryable: true } });
    expect(results.get("k2")).toMatchObject({ ok: true });
    expect([w.calls("k1"), w.calls("k2"), w.calls("k3")]).toEqual([3, 3, 1]);
    expect(w.sleeps.sort((a, b) => a - b)).toEqual([188, 188, 375, 375]); // 250 ms doubling, half of it random
    expect(w.events.some((e) => e.type === "429")).toBe(false);
  });

  it("keeps an unexpected failure to its basket, with a generic message", async () => {
    const w = world((key) => (key === "k1" ? new TypeError("boom") : null));
    const results = await estimateBaskets([1, 2].map(basket), w.options);
    expect(results.get("k1")).toEqual({ ok: false, error: { code: "unexpected", message: "$unexpected" } });
    expect(results.get("k2")).toMatchObject({ ok: true });
  });
});
