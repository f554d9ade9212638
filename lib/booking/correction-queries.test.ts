import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { correctBooking, correctionsOf, UnknownLabelError } from "./correction-queries";
import { NOVEMBER, seedReport } from "@/lib/reports/testing";
import { reportLines, reportRides } from "@/lib/reports/queries";
import { auditLog, bookings } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";

describe.each(TEST_ENGINES)("corrections on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let seed: Awaited<ReturnType<typeof seedReport>>;
  let actor: { id: string; email: string };
  beforeAll(async () => {
    seed = await seedReport(h.db);
    actor = { id: seed.admin.id, email: seed.admin.email };
  }, 60_000);
  const audits = (id: string) => h.db.select().from(auditLog).where(eq(auditLog.targetId, id));

  it("move a ride to another label in the reports, keep what was sent, and say it was corrected", async () => {
    const id = seed.rides.upcoming.id;
    expect(await correctBooking(h.db, { bookingId: id, labelSlug: "rd", actor })).toEqual({ changed: ["label"] });
    const lines = await reportLines(h.db, { viewer: { id: actor.id, role: "admin" }, ...NOVEMBER, group: "label", zone: "Europe/Madrid" });
    expect(lines.find((l) => l.key === "marketing" && l.currency === "EUR")).toMatchObject({ rides: 2, estimated: 1700, corrected: 0 });
    // R&D is inactive: a correction may still name it, as the ride was made while it was in use.
    expect(lines.find((l) => l.key === "rd")).toMatchObject({ name: "R&D", rides: 1, estimated: 1000, cancelled: 1, corrected: 1 });
    const [row] = await h.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ labelSlug: "marketing", reportLabelSlug: "rd" });
    const { rides } = await reportRides(h.db, { viewer: { id: actor.id, role: "admin" }, ...NOVEMBER, page: 1 });
    expect(rides.find((r) => r.id === id)).toMatchObject({ corrected: true, labelSlug: "rd", originalLabelSlug: "marketing" });
  });

  it("keep every correction, one per field, with who and when, and one audit entry each time", async () => {
    const id = seed.rides.finished.id;
    await correctBooking(h.db, { bookingId: id, reason: "Board meeting", labelSlug: "rd", actor });
    await correctBooking(h.db, { bookingId: id, reason: "Board meeting, Tuesday", actor });
    const found = await correctionsOf(h.db, id);
    expect(found?.booking).toMatchObject({ reason: "Board meeting, Tuesday", labelSlug: "rd", originalReason: "Client visit", originalLabelSlug: "marketing" });
    expect(found?.history.map((c) => [c.field, c.oldValue, c.newValue, c.actorEmail])).toEqual([
      ["reason", "Client visit", "Board meeting", actor.email],
      ["label", "marketing", "rd", actor.email],
      ["reason", "Board meeting", "Board meeting, Tuesday", actor.email],
    ]);
    const entries = await audits(id);
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.detail)).toContainEqual({ reason: { from: "Client visit", to: "Board meeting" }, label: { from: "marketing", to: "rd" } });
  });

  it("write nothing for a change that changes nothing", async () => {
    const id = seed.rides.firstMinutes.id;
    expect(await correctBooking(h.db, { bookingId: id, reason: "Airport", labelSlug: "marketing", actor })).toEqual({ changed: [] });
    expect((await correctionsOf(h.db, id))?.history).toEqual([]);
    expect(await audits(id)).toEqual([]);
  });

  it("clear a field with null, and refuse a label we do not know, changing nothing then", async () => {
    const id = seed.rides.pounds.id;
    await expect(correctBooking(h.db, { bookingId: id, reason: "Sales", labelSlug: "nope", actor })).rejects.toBeInstanceOf(UnknownLabelError);
    expect((await correctionsOf(h.db, id))?.history).toEqual([]);
    expect(await correctBooking(h.db, { bookingId: id, labelSlug: null, actor })).toEqual({ changed: ["label"] });
    expect((await correctionsOf(h.db, id))?.booking).toMatchObject({ labelSlug: null, originalLabelSlug: "marketing" });
  });

  it("answer null for a booking that does not exist", async () => {
    expect(await correctBooking(h.db, { bookingId: crypto.randomUUID(), reason: "x", actor })).toBeNull();
    expect(await correctionsOf(h.db, crypto.randomUUID())).toBeNull();
  });
});
