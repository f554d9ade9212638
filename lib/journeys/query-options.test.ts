import { describe, expect, it } from "vitest";
import { NO_MESSAGES } from "@/lib/notifications/booking-messages";
import { AFTER_CHANGE_MS, readsAgain } from "./query-options";
import type { JourneyLiveAnswer } from "./types";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const ended = (over: Partial<JourneyLiveAnswer>): JourneyLiveAnswer => ({
  journeyId: "j1",
  state: "rider cancel",
  endState: "rider cancel",
  finished: true,
  startAt: null,
  zone: "Europe/Madrid",
  stateTimes: { hire: ago(60 * 60_000), "rider cancel": ago(60 * 60_000) },
  driver: null,
  vehicle: null,
  totals: null,
  waypoints: null,
  readAt: ago(60 * 60_000),
  checkedAt: ago(60 * 60_000),
  following: false,
  messages: NO_MESSAGES,
  ...over,
});

describe("whether a journey's page reads it again", () => {
  it("reads on just after a ride ends, though no message about it is recorded yet", () => {
    // A cancel: the job stopped following it, and the cancellation message is queued by a job moments later.
    expect(readsAgain(ended({ stateTimes: { hire: ago(5 * 60_000), "rider cancel": ago(10_000) }, readAt: ago(10_000), checkedAt: ago(10_000) }), NOW)).toBe(
      true,
    );
    expect(readsAgain(ended({ readAt: ago(AFTER_CHANGE_MS - 1_000), checkedAt: ago(AFTER_CHANGE_MS - 1_000) }), NOW)).toBe(true);
  });

  it("stops once the ride ended a while ago and nothing about it moves on", () => {
    expect(readsAgain(ended({}), NOW)).toBe(false);
    expect(readsAgain(ended({ readAt: ago(AFTER_CHANGE_MS), checkedAt: ago(AFTER_CHANGE_MS) }), NOW)).toBe(false);
  });

  it("reads on while the job follows it, or while a message may still move on, or before anything is known", () => {
    expect(readsAgain(ended({ following: true }), NOW)).toBe(true);
    const queued = {
      ...NO_MESSAGES,
      messages: [
        {
          id: "m",
          event: "cancelled" as const,
          channel: "sms" as const,
          to: "+34 600 111 222",
          status: "queued" as const,
          skipReason: null,
          errorCode: null,
          at: ago(30_000),
        },
      ],
    };
    expect(readsAgain(ended({ messages: queued }), NOW)).toBe(true);
    expect(readsAgain(undefined, NOW)).toBe(true);
  });
});
