import { describe, expect, it } from "vitest";
import { ActionError } from "@/lib/action-result";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { commitRide } from "@/lib/spend/budget-ledger";
import { saveBudget } from "@/lib/spend/budgets-queries";
import { approvalView, boardApprovals, rideApproval } from "./view-queries";
import { chooseApprover, heldRide, person } from "./testing";

describe.each(TEST_ENGINES)("what the approval's page and the board read on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("shows the label's budget before and after the held ride, whoever else's rides took part of it", async () => {
    const agent = await person(h.db, "Marta", "agent");
    const admin = await person(h.db, "Boss", "admin");
    const budget = await saveBudget(
      h.db,
      { scope: "label", subject: "sales", period: "month", amountMinor: 10_000, currency: "EUR", onExceed: "approve" },
      { id: admin.id, email: admin.email },
    );
    const earlier = await heldRide(h.db, agent.id);
    await commitRide(h.db, { bookingId: earlier.booking.id, amountMinor: 2_000, pickupDate: "2026-12-01" }, [budget]);
    const { approval, booking } = await heldRide(h.db, agent.id);
    await commitRide(h.db, { bookingId: booking.id, amountMinor: 3_450, pickupDate: "2026-12-01" }, [budget], true);

    const view = await approvalView({ db: h.db, user: { ...admin, role: "admin" } }, approval.id);
    expect(view.budgets).toEqual([
      {
        scope: "label",
        subject: "sales",
        period: "month",
        periodStart: "2026-12-01",
        currency: "EUR",
        amountMinor: 10_000,
        beforeMinor: 2_000,
        afterMinor: 5_450,
      },
    ]);
    expect(view).toMatchObject({ mayAnswer: true, ownRide: false, askedBy: "Marta", status: "pending" });
    // The one who asked sees it read-only.
    expect(await approvalView({ db: h.db, user: { ...agent, role: "agent" } }, approval.id)).toMatchObject({ mayAnswer: false, ownRide: true });
  });

  it("hides another label's approval behind the same not found as an unknown one", async () => {
    const agent = await person(h.db, "Marta", "agent");
    const other = await person(h.db, "Otto", "approver");
    await chooseApprover(h.db, "ops", other.id);
    const { approval } = await heldRide(h.db, agent.id);
    const as = { db: h.db, user: { ...other, role: "approver" as const } };
    await expect(approvalView(as, approval.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(approvalView(as, crypto.randomUUID())).rejects.toBeInstanceOf(ActionError);
  });

  it("names who may answer a held ride by when, never the one who asked", async () => {
    const agent = await person(h.db, "Marta", "agent");
    await person(h.db, "Boss", "admin");
    const lia = await person(h.db, "Lia", "approver");
    await chooseApprover(h.db, "sales", lia.id);
    const { approval, booking } = await heldRide(h.db, agent.id);
    expect(await rideApproval(h.db, booking.id)).toMatchObject({
      id: approval.id,
      status: "pending",
      approvers: expect.arrayContaining(["Boss", "Lia"]),
      note: null,
    });
    expect((await boardApprovals(h.db, [booking.id])).get(booking.id)).toEqual({
      dueAt: approval.dueAt.toISOString(),
      approvers: expect.arrayContaining(["Boss", "Lia"]),
      note: null,
      decidedBy: null,
    });
    expect((await rideApproval(h.db, booking.id))!.approvers).not.toContain("Marta");
  });
});
