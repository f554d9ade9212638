import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import type { DbHandle } from "@/lib/db/client";
import { approvals, bookings } from "@/lib/db/schema";
import { freshDatabase, TEST_ENGINES } from "@/lib/db/testing";
import { chooseApprover, heldRide, person } from "@/lib/approvals/testing";

/** An approver's answer through the action, against a real database: who may answer, once, in time; the agent told. */

let h: DbHandle;
const currentUser = vi.fn<() => Promise<SessionUser | null>>();
vi.mock("@/lib/auth/session", () => ({ currentUser: () => currentUser() }));
vi.mock("@/lib/db", () => ({ db: async () => h.db }));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
const send = vi.fn(async () => "job-id");
vi.mock("@/lib/jobs", () => ({ jobRunner: async () => ({ send }), send }));

const { answerApprovalAction } = await import("./actions");

type Person = Awaited<ReturnType<typeof person>>;
const as = (p: Person) => currentUser.mockImplementation(async () => ({ id: p.id, email: p.email, name: p.name, role: p.role }));
const decline = (approvalId: string, note: string | null = "Take the train.") => answerApprovalAction({ approvalId, answer: "decline", note });

describe.each(TEST_ENGINES)("answering an approval on %s", (engine) => {
  let agent: Person, approver: Person, stranger: Person, admin: Person;
  beforeAll(async () => {
    h = await freshDatabase(engine);
    agent = await person(h.db, "Marta", "agent");
    approver = await person(h.db, "Lia", "approver");
    stranger = await person(h.db, "Otto", "approver");
    admin = await person(h.db, "Boss", "admin");
    await chooseApprover(h.db, "sales", approver.id);
    await chooseApprover(h.db, "ops", stranger.id);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => send.mockClear());

  it("declines with the note, gives nothing to the provider, and tells the agent who asked", async () => {
    const { approval, booking } = await heldRide(h.db, agent.id);
    as(approver);
    expect(await decline(approval.id)).toMatchObject({ ok: true, data: { kind: "declined" } });
    const [row] = await h.db.select().from(approvals).where(eq(approvals.id, approval.id));
    expect(row).toMatchObject({ status: "declined", decidedBy: approver.id, note: "Take the train." });
    const [ride] = await h.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(ride!.status).toBe("declined");
    expect(send).toHaveBeenCalledWith("approvals.tell", { approvalId: approval.id }, { singletonKey: `tell-${approval.id}` });
  });

  it("needs a note to decline, at the note's field", async () => {
    const { approval } = await heldRide(h.db, agent.id);
    as(approver);
    expect(await decline(approval.id, "  ")).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { note: "Write a note to decline: the agent reads it to tell the guest or book otherwise." } },
    });
    expect((await h.db.select().from(approvals).where(eq(approvals.id, approval.id)))[0]!.status).toBe("pending");
  });

  it("refuses the one who booked the ride, even an admin", async () => {
    const own = await heldRide(h.db, admin.id);
    as(admin);
    expect(await decline(own.approval.id)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect((await h.db.select().from(approvals).where(eq(approvals.id, own.approval.id)))[0]!.status).toBe("pending");
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses a second answer, in words, changing nothing", async () => {
    const { approval } = await heldRide(h.db, agent.id);
    as(approver);
    expect(await decline(approval.id)).toMatchObject({ ok: true });
    as(admin);
    expect(await answerApprovalAction({ approvalId: approval.id, answer: "approve", note: null })).toMatchObject({
      ok: false,
      error: { code: "conflict", message: "This approval was already answered (declined). Nothing was changed." },
    });
    expect((await h.db.select().from(approvals).where(eq(approvals.id, approval.id)))[0]).toMatchObject({ status: "declined", decidedBy: approver.id });
  });

  it("refuses an answer after the deadline", async () => {
    const { approval } = await heldRide(h.db, agent.id, { dueAt: new Date(Date.now() - 60_000) });
    as(approver);
    expect(await decline(approval.id)).toMatchObject({
      ok: false,
      error: { code: "conflict", message: expect.stringMatching(/^The time to answer has passed/) },
    });
    expect((await h.db.select().from(approvals).where(eq(approvals.id, approval.id)))[0]!.status).toBe("pending");
  });

  it("answers another label's approval, and an unknown one, with the same not found", async () => {
    const { approval } = await heldRide(h.db, agent.id);
    as(stranger);
    const theirs = await decline(approval.id);
    const unknown = await decline(crypto.randomUUID());
    expect(theirs).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(unknown).toEqual(theirs);
    expect((await h.db.select().from(approvals).where(eq(approvals.id, approval.id)))[0]!.status).toBe("pending");
  });
});
