import { describe, expect, it, vi } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { bookings, eventBatches, eventRows, users } from "@/lib/db/schema";
import { cancelEventRides, EVENT_CANCEL_RIDE } from "./cancel";

vi.mock("server-only", () => ({}));

const AGENT = "0a0a0a0a-0000-4000-8000-0000000000c1";

const ride = (n: number, journey: { journeyState: string | null; endState?: string | null; finished?: boolean }) => ({
  intentId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  requesterId: "a".repeat(32),
  riderName: `Guest ${n}`,
  productId: "p",
  productName: "Cabify",
  pickupLabel: "Atocha",
  destinationLabel: "Castellana 200",
  stopCount: 2,
  status: "booked" as const,
  request: {},
  journeyId: `journey-${n}`,
  endState: null,
  finished: false,
  ...journey,
});

describe.each(TEST_ENGINES)("cancelling an event's rides on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("queues a cancel for each booked ride still cancellable, leaves the ended ones, and takes out the rows not booked", async () => {
    await h.db.insert(users).values({ id: AGENT, email: "agent@cancel.test", name: "Aitor Agent" });
    const [batch] = await h.db
      .insert(eventBatches)
      .values({ name: "Offsite", createdBy: AGENT, status: "done", fileName: "offsite.csv", sheet: null })
      .returning();
    const [waiting, onTheWay, dropped] = await h.db
      .insert(bookings)
      .values([
        ride(1, { journeyState: "hire" }),
        ride(2, { journeyState: "hired" }),
        ride(3, { journeyState: "drop off", endState: "drop off", finished: true }),
      ])
      .returning();
    const [other] = await h.db
      .insert(bookings)
      .values(ride(4, { journeyState: "hire" }))
      .returning();
    const row = (n: number, status: "booked" | "ready", bookingId: string | null) => ({
      batchId: batch!.id,
      rowKey: `r${n}`,
      rowNumber: n + 2,
      cells: {},
      status,
      bookingId,
    });
    await h.db.insert(eventRows).values([row(0, "booked", waiting!.id), row(1, "booked", onTheWay!.id), row(2, "booked", dropped!.id), row(3, "ready", null)]);
    const sent: { queue: string; data: { bookingId: string } }[] = [];
    const runner = { send: async (queue: string, data: unknown) => void sent.push({ queue, data: data as { bookingId: string } }) };

    const done = await cancelEventRides(
      { db: h.db, user: { id: AGENT, email: "agent@cancel.test", name: "Aitor Agent", role: "agent", locale: null } },
      batch!.id,
      runner as never,
    );

    expect(done).toEqual({ unbooked: 1, booked: 2 });
    expect(sent.map((s) => s.queue)).toEqual([EVENT_CANCEL_RIDE, EVENT_CANCEL_RIDE]);
    expect(sent.map((s) => s.data.bookingId).sort()).toEqual([waiting!.id, onTheWay!.id].sort());
    expect(sent.map((s) => s.data.bookingId)).not.toContain(other!.id);
  });
});
