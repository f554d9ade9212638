import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { bookings, eventBatches, eventRows, users } from "@/lib/db/schema";
import type { EventRowStatus } from "./kinds";
import { confirmBatch } from "./queries";
import { keepSameRides, markSameRides } from "./same-rides";

/**
 * A row that is the same ride as one already booked or waiting (same guest, time and stops), in
 * another event or booked one by one, is marked and left out of a confirm until the agent keeps it.
 */

const AGENT = "0a0a0a0a-0000-4000-8000-0000000000a1";
const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const ATOCHA = [40.4065, -3.6896];
const CASTELLANA = [40.4626, -3.689];
const actor = { id: AGENT, email: "agent@events.test" };

const draft = (over: { mobile?: string; startAt?: string | null; to?: number[] } = {}) => ({
  requesterId: REQUESTER,
  when: over.startAt ? { kind: "reservation", date: over.startAt.slice(0, 10), time: over.startAt.slice(11, 16) } : { kind: "asap" },
  startAt: over.startAt === undefined ? "2026-12-01 09:30:00" : over.startAt,
  zone: "Europe/Madrid",
  stops: [
    { key: "a", loc: ATOCHA, label: "Atocha", contacts: [], meetingPoint: null },
    { key: "b", loc: over.to ?? CASTELLANA, label: "Castellana 200", contacts: [], meetingPoint: null },
  ],
  rider: { kind: "guest", name: "Lucía", mobile: over.mobile ?? "612 34 56 78", language: "es" },
});

const price = { amount: 1850, currency: "EUR" };
const estimate = { products: [], productId: "p", productName: "Executive", price, etaMinutes: 4, createdAt: 0 };
let seq = 0;

describe.each(TEST_ENGINES)("rides an event repeats, on %s", (engine) => {
  const h = useFreshDatabase(engine);

  beforeAll(async () => {
    await h.db.insert(users).values({ id: AGENT, email: "agent@events.test", name: "Aitor Agent" });
  });

  async function batchWith(name: string, rows: { status: EventRowStatus; draft: ReturnType<typeof draft> }[]) {
    const [batch] = await h.db.insert(eventBatches).values({ name, createdBy: AGENT, status: "draft" }).returning();
    const inserted = await h.db
      .insert(eventRows)
      .values(rows.map((r, i) => ({ batchId: batch!.id, rowKey: `k-${++seq}`, rowNumber: i + 2, cells: {}, status: r.status, draft: r.draft, estimate })))
      .returning();
    return { batch: batch!, rows: inserted };
  }

  const rowNow = async (id: string) => (await h.db.select().from(eventRows).where(eq(eventRows.id, id)))[0]!;

  it("marks a row that repeats another event's row on its way, naming the event and row, and a confirm leaves it out until kept", async () => {
    await batchWith("Kick-off", [{ status: "queued", draft: draft() }]);
    const { batch, rows } = await batchWith("Kick-off (again)", [
      { status: "priced", draft: draft() },
      { status: "priced", draft: draft({ startAt: "2026-12-01 10:30:00" }) },
    ]);
    expect(await markSameRides(h.db, batch.id)).toBe(1);
    expect((await rowNow(rows[0]!.id)).sameAs).toMatchObject({ kind: "event", eventName: "Kick-off", rowNumber: 2 });
    expect((await rowNow(rows[1]!.id)).sameAs).toBeNull();

    expect(await confirmBatch(h.db, batch.id, actor)).toEqual([rows[1]!.id]);
    expect((await rowNow(rows[0]!.id)).status).toBe("priced");

    expect(await keepSameRides(h.db, batch.id, [rows[0]!.id], true)).toBe(1);
    expect(await confirmBatch(h.db, batch.id, actor)).toEqual([rows[0]!.id]);
  });

  it("marks a row that repeats a ride booked one by one for the same guest (written another way), but not a finished one nor another time or place", async () => {
    const [live] = await h.db
      .insert(bookings)
      .values({
        intentId: "11111111-1111-4111-8111-111111111111",
        requesterId: REQUESTER,
        riderName: "Lucía",
        productId: "p",
        productName: "Executive",
        startAt: "2026-12-02 08:00:00",
        pickupLabel: "Atocha",
        destinationLabel: "Castellana 200",
        stopCount: 2,
        status: "booked",
        riderPhone: "+34699000111",
        request: { stops: [{ loc: ATOCHA }, { loc: CASTELLANA }] },
      })
      .returning();
    await h.db.insert(bookings).values({
      intentId: "22222222-2222-4222-8222-222222222222",
      requesterId: REQUESTER,
      riderName: "Lucía",
      productId: "p",
      productName: "Executive",
      startAt: "2026-12-03 08:00:00",
      pickupLabel: "Atocha",
      destinationLabel: "Castellana 200",
      stopCount: 2,
      status: "booked",
      finished: true,
      endState: "rider cancel",
      riderPhone: "+34699000111",
      request: { stops: [{ loc: ATOCHA }, { loc: CASTELLANA }] },
    });
    const { batch, rows } = await batchWith("Board day", [
      { status: "priced", draft: draft({ mobile: "+34 699 00 01 11", startAt: "2026-12-02 08:00:00" }) },
      { status: "priced", draft: draft({ mobile: "699000111", startAt: "2026-12-03 08:00:00" }) },
      { status: "priced", draft: draft({ mobile: "699000111", startAt: "2026-12-02 08:00:00", to: [40.4168, -3.7038] }) },
      { status: "priced", draft: draft({ mobile: "699000112", startAt: "2026-12-02 08:00:00" }) },
    ]);
    expect(await markSameRides(h.db, batch.id)).toBe(1);
    expect((await rowNow(rows[0]!.id)).sameAs).toEqual({ kind: "booking", bookingId: live!.id, eventName: null });
    for (const r of rows.slice(1)) expect((await rowNow(r.id)).sameAs).toBeNull();
  });

  it("names another event's booked row, until its ride has ended", async () => {
    const first = await batchWith("Dinner", [{ status: "booked", draft: draft({ startAt: "2026-12-05 21:00:00" }) }]);
    const [ride] = await h.db
      .insert(bookings)
      .values({
        intentId: "33333333-3333-4333-8333-333333333333",
        requesterId: REQUESTER,
        riderName: "Lucía",
        productId: "p",
        productName: "Executive",
        startAt: "2026-12-05 21:00:00",
        pickupLabel: "Atocha",
        destinationLabel: "Castellana 200",
        stopCount: 2,
        status: "booked",
        riderPhone: "+34612345678",
        eventBatchId: first.batch.id,
        request: { stops: [{ loc: ATOCHA }, { loc: CASTELLANA }] },
      })
      .returning();
    await h.db.update(eventRows).set({ bookingId: ride!.id }).where(eq(eventRows.id, first.rows[0]!.id));
    const { batch, rows } = await batchWith("Dinner (copy)", [{ status: "priced", draft: draft({ startAt: "2026-12-05 21:00:00" }) }]);
    await markSameRides(h.db, batch.id);
    expect((await rowNow(rows[0]!.id)).sameAs).toMatchObject({ kind: "event", eventName: "Dinner", rowNumber: 2 });
    await h.db.update(bookings).set({ finished: true, endState: "rider cancel" }).where(eq(bookings.id, ride!.id));
    expect(await markSameRides(h.db, batch.id)).toBe(0);
  });

  it("clears the mark once the ride it repeated is no longer on its way", async () => {
    const first = await batchWith("Gala", [{ status: "queued", draft: draft({ startAt: "2026-12-04 20:00:00" }) }]);
    const { batch, rows } = await batchWith("Gala (copy)", [{ status: "priced", draft: draft({ startAt: "2026-12-04 20:00:00" }) }]);
    expect(await markSameRides(h.db, batch.id)).toBe(1);
    await h.db.update(eventRows).set({ status: "cancelled" }).where(eq(eventRows.id, first.rows[0]!.id));
    expect(await markSameRides(h.db, batch.id)).toBe(0);
    expect((await rowNow(rows[0]!.id)).sameAs).toBeNull();
  });
});
