import { describe, expect, it } from "vitest";
import { behindAfterMs, behindWindow, boardFreshness } from "./board-freshness";

describe("whether ride updates are behind", () => {
  it("is so when the job runner is not running, whatever the rides", () => {
    expect(boardFreshness("failed", { stale: 0, oldestReadAt: null })).toMatchObject({ behind: true, reason: "jobs stopped" });
    expect(boardFreshness("stopped", { stale: 0, oldestReadAt: null }).behind).toBe(true);
  });

  it("is so when rides under way went unread, and says how many", () => {
    const at = new Date("2026-11-23T12:00:00Z");
    expect(boardFreshness("running", { stale: 2, oldestReadAt: at })).toEqual({
      behind: true,
      reason: "stale",
      staleJourneys: 2,
      oldestReadAt: at.toISOString(),
    });
    expect(boardFreshness("running", { stale: 0, oldestReadAt: null })).toEqual({ behind: false, reason: null, staleJourneys: 0, oldestReadAt: null });
  });

  it("allows several missed reads, never less than a minute and a half", () => {
    expect(behindAfterMs(2)).toBe(90_000);
    expect(behindAfterMs(15)).toBe(90_000);
    expect(behindAfterMs(60)).toBe(360_000);
    expect(behindWindow(1_000_000, { activeSeconds: 15 })).toMatchObject({
      readBefore: new Date(1_000_000 - 90_000),
      dueBefore: new Date(1_000_000 + 1_200_000),
    });
  });

  it("counts a ride after drop off as behind only once its own, slower read is overdue", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    // Read every 15 s under way and every 2 minutes after drop off: each may be 75 s late.
    const w = behindWindow(now, { activeSeconds: 15, afterDropOffSeconds: 120 });
    expect(w.settlingReadBefore).toEqual(new Date(now - 195_000));
    // The false alarm: a ride in drop off read 96 s ago is on schedule; one under way is not.
    const readAt = now - 96_000;
    expect(readAt < w.settlingReadBefore.getTime()).toBe(false);
    expect(readAt < w.readBefore.getTime()).toBe(true);
    // Never faster than a ride under way, as the refresh job reads it (nextReadIn).
    expect(behindWindow(now, { activeSeconds: 15, afterDropOffSeconds: 2 }).settlingReadBefore).toEqual(w.readBefore);
    expect(behindWindow(now, { activeSeconds: 15 }).settlingReadBefore).toEqual(w.settlingReadBefore);
  });
});
