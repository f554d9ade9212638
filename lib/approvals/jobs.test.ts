import { describe, expect, it, vi } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import type { Job } from "pg-boss";
import { approvalDeadlinesJob } from "./jobs";
import { heldRide, person } from "./testing";

describe.each(TEST_ENGINES)("the deadlines job on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("queues word to the agent of each approval its fallback closed, and of none it left alone", async () => {
    const agent = await person(h.db, "Marta", "agent");
    const late = await heldRide(h.db, agent.id, { dueAt: new Date(Date.now() - 60_000) });
    const inTime = await heldRide(h.db, agent.id);
    const send = vi.fn(async () => "job");
    const never = async () => {
      throw new Error("a declining fallback asks nothing of the provider");
    };
    const job = approvalDeadlinesJob({
      db: async () => h.db,
      answer: { hooks: { afterBooked: never, afterHeld: never, channelAvailability: never } as never, repricer: { estimate: never }, policy: never },
    });
    await job.run({ data: {} } as Job<object>, { send } as never);
    expect(send.mock.calls).toEqual([["approvals.tell", { approvalId: late.approval.id }, { singletonKey: `tell-${late.approval.id}` }]]);
    expect(send.mock.calls.flat()).not.toContainEqual({ approvalId: inTime.approval.id });
  });
});
