import { describe, expect, it } from "vitest";
import { groupCommit } from "./inbox";

describe("group commit", () => {
  it("writes what arrives while a write runs in the next one, and answers each caller after its own write", async () => {
    const writes: number[][] = [];
    const gates: (() => void)[] = [];
    const enqueue = groupCommit<number>((items) => {
      writes.push(items);
      return new Promise<void>((r) => gates.push(r));
    });
    const first = enqueue(1);
    const later = [enqueue(2), enqueue(3), enqueue(4)];
    let laterDone = false;
    void Promise.all(later).then(() => (laterDone = true));
    expect(writes).toEqual([[1]]);
    gates[0]!();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    expect(writes).toEqual([[1], [2, 3, 4]]);
    expect(laterDone).toBe(false);
    gates[1]!();
    await Promise.all(later);
  });

  it("fails the callers of a failed write only, and goes on with the next", async () => {
    let n = 0;
    const enqueue = groupCommit<string>(async (items) => {
      n++;
      if (items.includes("bad")) throw new Error("disk full");
    });
    await expect(enqueue("bad")).rejects.toThrow("disk full");
    await expect(enqueue("good")).resolves.toBeUndefined();
    expect(n).toBe(2);
  });

  it("splits a burst into writes of at most the batch size", async () => {
    const sizes: number[] = [];
    const enqueue = groupCommit<number>(async (items) => void sizes.push(items.length), { maxBatch: 3 });
    await Promise.all(Array.from({ length: 8 }, (_, i) => enqueue(i)));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(8);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
  });
});
