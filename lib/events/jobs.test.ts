import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/lib/db/client";
import { freshDatabase } from "@/lib/db/testing";
import { HEARTBEAT_SECONDS, startJobRunner, type JobRunner } from "@/lib/jobs/runner";
import { jobTargetOfHandle } from "@/lib/jobs/testing";

vi.mock("@/lib/auth/secret", () => ({ authSecret: () => "test-secret" }));
const { EVENT_BOOK_ROW, eventBookRowJob } = await import("./jobs");

/**
 * The queue of an event's row bookings as pg-boss declares it: a row whose process died is taken back
 * after a missed heartbeat (about 20 s), as the journeys' and messages' queues are, not after its expiry.
 */
describe("the event row bookings' queue", () => {
  let handle: DbHandle;
  let runner: JobRunner;
  beforeAll(async () => {
    handle = await freshDatabase("pglite");
    const unused = async () => {
      throw new Error("not run here");
    };
    runner = await startJobRunner(jobTargetOfHandle(handle), [eventBookRowJob({ db: async () => handle.db, estimate: unused, book: unused, policy: unused })], {
      work: false,
      instanceName: "events-queue-test",
    });
  }, 60_000);
  afterAll(async () => {
    await runner?.stop();
    await handle?.close();
  }, 30_000);

  it("beats every ten seconds, so a row left by a dead process is booked again within about 20 s", async () => {
    const queue = await runner.boss.getQueue(EVENT_BOOK_ROW);
    expect(queue?.heartbeatSeconds).toBe(HEARTBEAT_SECONDS);
    expect(HEARTBEAT_SECONDS).toBeLessThanOrEqual(10);
  });
});
