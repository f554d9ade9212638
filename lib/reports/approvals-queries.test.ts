import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { approvals, bookings } from "@/lib/db/schema";
import { decideApproval } from "@/lib/spend/approvals-queries";
import { heldRide, person } from "@/lib/approvals/testing";
import { approvalsReport } from "./approvals-queries";

describe.each(TEST_ENGINES)("the approvals report on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("counts who answered, how fast (median), the nos with their notes and the deadline's fallbacks, for the period's rides the viewer sees", async () => {
    const agent = await person(h.db, "Marta", "agent");
    const admin = await person(h.db, "Alba", "admin");
    const paula = await person(h.db, "Paula", "approver");
    const at = (minutes: number, from: Date) => new Date(from.getTime() + minutes * 60_000);
    const ride = async () => {
      const r = await heldRide(h.db, agent.id, { over: { pickupAt: new Date("2027-04-10T10:00:00Z") } });
      return r;
    };
    const answer = async (
      r: Awaited<ReturnType<typeof ride>>,
      by: string | null,
      status: "approved" | "declined" | "expired",
      minutes: number,
      note: string | null = null,
    ) => {
      await decideApproval(h.db, r.approval.id, { status, by, note }, at(minutes, r.approval.createdAt), false);
      await h.db
        .update(approvals)
        .set({ decidedAt: at(minutes, r.approval.createdAt) })
        .where(eq(approvals.id, r.approval.id));
      if (status !== "approved") await h.db.update(bookings).set({ status: "declined" }).where(eq(bookings.id, r.booking.id));
    };
    await answer(await ride(), paula.id, "approved", 2);
    await answer(await ride(), paula.id, "approved", 4);
    await answer(await ride(), paula.id, "declined", 10, "Take the train");
    await answer(await ride(), admin.id, "approved", 30);
    await answer(await ride(), null, "expired", 60);
    await ride(); // still waiting

    const report = await approvalsReport(h.db, {
      viewer: { id: admin.id, role: "admin" },
      start: new Date("2027-04-01T00:00:00Z"),
      end: new Date("2027-05-01T00:00:00Z"),
    });
    expect(report).toMatchObject({ asked: 6, waiting: 1 });
    // Most answers first; the deadline's fallback is a line of its own, with no one's name.
    expect(report.lines[0]).toEqual({ approverId: paula.id, approver: "Paula", answered: 3, approved: 2, declined: 1, medianMinutes: 4 });
    expect(report.lines.slice(1)).toEqual(
      expect.arrayContaining([
        { approverId: admin.id, approver: "Alba", answered: 1, approved: 1, declined: 0, medianMinutes: 30 },
        { approverId: null, approver: null, answered: 1, approved: 0, declined: 1, medianMinutes: 60 },
      ]),
    );
    expect(report.lines).toHaveLength(3);
    expect(report.declined.map((d) => [d.approver, d.note, d.byFallback])).toEqual(
      expect.arrayContaining([
        ["Paula", "Take the train", false],
        [null, null, true],
      ]),
    );
    // Another month: nothing.
    expect(
      await approvalsReport(h.db, { viewer: { id: admin.id, role: "admin" }, start: new Date("2027-05-01T00:00:00Z"), end: new Date("2027-06-01T00:00:00Z") }),
    ).toEqual({ asked: 0, waiting: 0, lines: [], declined: [] });
  });
});
