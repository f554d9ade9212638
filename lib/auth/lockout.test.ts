import { describe, expect, it } from "vitest";
import { afterFailure, cleared, isLocked, LOCK_MS } from "./lockout";

const t0 = new Date("2027-01-01T10:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe("failed sign-ins", () => {
  it("answer at once twice, then slower and slower, then lock for 15 minutes", () => {
    let s = cleared;
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      const next = afterFailure(s, at(i));
      delays.push(next.delayMs);
      expect(next.locked).toBe(false);
      s = next;
    }
    expect(delays).toEqual([0, 0, 1000, 2000]);
    const locked = afterFailure(s, at(4));
    expect(locked).toMatchObject({ locked: true, failedSignIns: 5 });
    expect(locked.lockedUntil!.getTime()).toBe(at(4).getTime() + LOCK_MS);
    expect(isLocked(locked, at(18))).toBe(true);
    expect(isLocked(locked, at(19))).toBe(false);
  });

  it("forgets failures after a quiet quarter of an hour", () => {
    const s = { failedSignIns: 4, lastFailedAt: t0, lockedUntil: null };
    expect(afterFailure(s, at(16))).toMatchObject({ failedSignIns: 1, delayMs: 0, locked: false });
  });
});
