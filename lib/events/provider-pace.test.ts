import { describe, expect, it } from "vitest";
import { createPace } from "./provider-pace";

/** A pace on a clock that its sleeps move. */
function paced() {
  let t = 0;
  const pace = createPace({ now: () => t, sleep: async (ms) => void (t += ms) });
  return { pace, now: () => t, times: async (n: number) => Promise.all(Array.from({ length: n }, () => pace.turn())) };
}

describe("the pace of calls to the provider", () => {
  it("is free until a 429, then pauses every call for the wait asked", async () => {
    const { pace, now, times } = paced();
    expect(await times(3)).toEqual([0, 0, 0]);
    expect(now()).toBe(0);
    pace.limited(0, 2000);
    expect(await pace.turn()).toBe(1);
    expect(now()).toBe(2000);
  });

  it("learns the provider's rate from the calls of the burst, those answered after its 429 too", async () => {
    const { pace, now, times } = paced();
    await times(10);
    for (let i = 0; i < 7; i++) pace.answered(0);
    pace.limited(0, 1000);
    pace.limited(0, 1000); // the same burst: one pause, one measure
    for (let i = 0; i < 3; i++) pace.answered(0);
    await times(3);
    expect(pace.intervalMs()).toBe(100); // 10 calls in (0 + 1000) ms
    expect(now()).toBe(1200); // one at the end of the pause, then one every 100 ms
  });

  it("learns nothing from a 429 when nothing passed, and only pauses", async () => {
    const { pace, now } = paced();
    await pace.turn();
    pace.limited(0, 1000);
    await pace.turn();
    await pace.turn();
    expect(pace.intervalMs()).toBe(0);
    expect(now()).toBe(1000);
  });
});
