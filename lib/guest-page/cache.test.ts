import { describe, expect, it, vi } from "vitest";
import { TtlCache } from "./cache";

describe("TtlCache", () => {
  it("serves a value until it is too old, and shares one load between concurrent misses", async () => {
    let now = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = vi.fn(async () => now);
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([0, 0]);
    now = 999;
    expect(await cache.get("a", load)).toBe(0);
    now = 1000;
    expect(await cache.get("a", load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets a failed load, so the next request tries again", async () => {
    const cache = new TtlCache<number>(1000, 10, () => 0);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 7)).toBe(7);
  });

  it("keeps at most its size, dropping the oldest", async () => {
    const cache = new TtlCache<string>(1000, 3, () => 0);
    for (const k of ["a", "b", "c", "d"]) await cache.get(k, async () => k);
    expect(cache.size).toBe(3);
    const load = vi.fn(async () => "again");
    expect(await cache.get("a", load)).toBe("again");
    expect(await cache.get("d", load)).toBe("d");
  });

  it("reads a forgotten key again at once, however fresh its value was", async () => {
    const cache = new TtlCache<number>(1000, 10, () => 0);
    await cache.get("a", async () => 1);
    cache.forget("a");
    expect(await cache.get("a", async () => 2)).toBe(2);
  });
});
