import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { bookedJourney } from "@/lib/booking/testing";
import { unsettleJourney } from "@/lib/booking/journey-queries";
import { bookings } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { ProviderError } from "@/lib/provider/errors";
import type { Journey, JourneyState } from "@/lib/provider";
import { refreshJourney, type JourneyReader } from "./refresh";

const details = (over: Partial<Journey>): Journey => ({ id: "j", finished: false, stops: [], current_state: "hire", end_state: null, ...over }) as Journey;
const live = (over: Partial<JourneyState> = {}): JourneyState => ({
  journey_id: "j",
  is_driver_on_another_journey: false,
  driver: { id: "d1", name: "Marta", phone_number: "+34600000001", avatar_url: "http://x/a.png" },
  vehicle: { name: "Toyota Prius", plate: "1234 ABC", color: "white" },
  waypoints: {
    total: 2,
    rows: [
      { loc: [40.41, -3.7], state_name: "hired" },
      { loc: [40.42, -3.69], state_name: "hired" },
    ],
  },
  ...over,
});
const reader = (journey: JourneyReader["journey"], state: JourneyReader["journeyState"] = async () => live()): JourneyReader & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    journey: (id) => (calls.push(`details ${id}`), journey(id)),
    journeyState: (id, requester) => (calls.push(`state ${id} ${requester}`), state(id, requester)),
  };
};
const at = (iso: string) => new Date(iso);

describe.each(TEST_ENGINES)("refreshJourney on %s", (engine) => {
  const h = useFreshDatabase(engine);
  const row = async (id: string) => (await h.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  it("keeps the state, when it was first seen, the driver and vehicle (asked with the requester), and when to read again", async () => {
    const b = await bookedJourney(h.db);
    const r = reader(async () => details({ current_state: "hired" }));
    expect(await refreshJourney(h.db, r, b.id, at("2026-11-23T15:00:00Z"))).toEqual({ kind: "read", state: "hired", next: 15 });
    expect(r.calls).toEqual([`details ${b.journeyId}`, `state ${b.journeyId} ${b.requesterId}`]);
    const saved = await row(b.id);
    expect(saved).toMatchObject({
      journeyState: "hired",
      stateTimes: { hired: "2026-11-23T15:00:00.000Z" },
      driver: { name: "Marta", phone: "+34600000001" },
      vehicle: { plate: "1234 ABC" },
      journeyReadError: null,
      journeySettled: false,
    });
    expect(saved.waypoints).toHaveLength(2);
    expect(saved.journeyReadAt?.toISOString()).toBe("2026-11-23T15:00:00.000Z");

    // The next state keeps the first one's time; the driver is not asked for before hired.
    await refreshJourney(
      h.db,
      reader(async () => details({ current_state: "pick up" })),
      b.id,
      at("2026-11-23T15:05:00Z"),
    );
    expect((await row(b.id)).stateTimes).toEqual({ hired: "2026-11-23T15:00:00.000Z", "pick up": "2026-11-23T15:05:00.000Z" });
  });

  it("does not ask for the live state while looking for a driver", async () => {
    const b = await bookedJourney(h.db);
    const r = reader(async () => details({ current_state: "hire" }));
    await refreshJourney(h.db, r, b.id, at("2026-11-23T15:00:00Z"));
    expect(r.calls).toEqual([`details ${b.journeyId}`]);
  });

  it("keeps the last known state when the provider fails, records why, and throws so the job backs off", async () => {
    const b = await bookedJourney(h.db);
    await refreshJourney(
      h.db,
      reader(async () => details({ current_state: "hired" })),
      b.id,
      at("2026-11-23T15:00:00Z"),
    );
    const busy = reader(async () => {
      throw new ProviderError(503, null, null, "journey details");
    });
    await expect(refreshJourney(h.db, busy, b.id, at("2026-11-23T15:02:00Z"))).rejects.toBeInstanceOf(ProviderError);
    const saved = await row(b.id);
    expect(saved).toMatchObject({ journeyState: "hired", journeyReadError: "The ride service had a problem.", journeySettled: false });
    expect(saved.journeyReadAt?.toISOString()).toBe("2026-11-23T15:00:00.000Z");
    expect(saved.journeyCheckedAt?.toISOString()).toBe("2026-11-23T15:02:00.000Z");
  });

  it("never invents a state for a journey the provider no longer knows, and stops following it", async () => {
    const b = await bookedJourney(h.db);
    const gone = reader(async () => {
      throw new ProviderError(404, "journey not found", null, "journey details");
    });
    expect(await refreshJourney(h.db, gone, b.id, at("2026-11-23T15:00:00Z"))).toEqual({ kind: "gone" });
    expect(await row(b.id)).toMatchObject({ journeyState: null, journeySettled: true });
    // Settled journeys are left alone.
    expect(await refreshJourney(h.db, gone, b.id)).toEqual({ kind: "skipped" });
  });

  it("stops at an end state, and after drop off reads on until terminated brings the totals", async () => {
    const cancelled = await bookedJourney(h.db);
    const c = await refreshJourney(
      h.db,
      reader(async () => details({ current_state: "driver cancel", end_state: "driver cancel", finished: true })),
      cancelled.id,
    );
    expect(c).toMatchObject({ kind: "read", next: null });
    expect(await row(cancelled.id)).toMatchObject({ endState: "driver cancel", finished: true, journeySettled: true });

    const ride = await bookedJourney(h.db);
    const dropped = await refreshJourney(
      h.db,
      reader(async () => details({ current_state: "drop off", end_state: "drop off", finished: true })),
      ride.id,
      at("2026-11-23T15:30:00Z"),
    );
    expect(dropped).toMatchObject({ kind: "read", next: 120 });
    const totals = { price: { amount: 1850, currency: "EUR" }, discount: { amount: 0, currency: "EUR" }, price_total: { amount: 1850, currency: "EUR" } };
    const done = await refreshJourney(
      h.db,
      reader(async () => details({ current_state: "terminated", end_state: "drop off", finished: true, totals })),
      ride.id,
      at("2026-11-23T15:40:00Z"),
    );
    expect(done).toMatchObject({ kind: "read", state: "terminated", next: null });
    expect(await row(ride.id)).toMatchObject({ journeySettled: true, totals: { priceTotal: { amount: 1850, currency: "EUR" } } });
  });

  it("asks a ride first read already terminated after its drop off for its driver and vehicle, once", async () => {
    const totals = { price: { amount: 1850, currency: "EUR" }, discount: { amount: 0, currency: "EUR" }, price_total: { amount: 1850, currency: "EUR" } };
    const over = reader(
      async () => details({ current_state: "terminated", end_state: "drop off", finished: true, totals }),
      async () => live({ waypoints: { total: 0, rows: [] } }),
    );
    const b = await bookedJourney(h.db);
    await refreshJourney(h.db, over, b.id, at("2026-11-23T15:40:00Z"));
    expect(over.calls).toEqual([`details ${b.journeyId}`, `state ${b.journeyId} ${b.requesterId}`]);
    expect(await row(b.id)).toMatchObject({ driver: { name: "Marta" }, vehicle: { plate: "1234 ABC" } });

    // A cancelled ride had no driver to name: nothing more is asked.
    const cancelled = await bookedJourney(h.db);
    const quiet = reader(async () => details({ current_state: "terminated", end_state: "rider cancel", finished: true }));
    await refreshJourney(h.db, quiet, cancelled.id, at("2026-11-23T15:40:00Z"));
    expect(quiet.calls).toEqual([`details ${cancelled.journeyId}`]);
  });

  it("keeps the path seen so far once the provider empties the waypoints at the end", async () => {
    const b = await bookedJourney(h.db);
    await refreshJourney(
      h.db,
      reader(async () => details({ current_state: "pick up" })),
      b.id,
    );
    const state = vi.fn(async () => live({ waypoints: { total: 0, rows: [] } }));
    await refreshJourney(
      h.db,
      reader(async () => details({ current_state: "pick up" }), state),
      b.id,
    );
    expect(state).toHaveBeenCalled();
    expect((await row(b.id)).waypoints).toHaveLength(2);
  });

  it("keeps each end state that needs the desk with its time, and stops following it", async () => {
    for (const end of ["not found", "driver cancel", "no show"]) {
      const b = await bookedJourney(h.db);
      const r = await refreshJourney(
        h.db,
        reader(async () => details({ current_state: end, end_state: end as Journey["end_state"], finished: true, end_at: "2026-11-23T15:04:00Z" })),
        b.id,
        at("2026-11-23T15:05:00Z"),
      );
      expect(r).toEqual({ kind: "read", state: end, next: null });
      const saved = await row(b.id);
      expect(saved).toMatchObject({ journeyState: end, endState: end, finished: true, journeySettled: true });
      expect(saved.stateTimes[end]).toBe("2026-11-23T15:04:00.000Z");
    }
  });

  it("after keep searching, un-settled, stores the new search; a second not found is a new problem for the desk", async () => {
    const b = await bookedJourney(h.db);
    const notFound = reader(async () => details({ current_state: "not found", end_state: "not found", finished: true, end_at: "2026-11-23T15:05:00Z" }));
    await refreshJourney(h.db, notFound, b.id, at("2026-11-23T15:05:00Z"));
    await h.db
      .update(bookings)
      .set({ attentionResolvedAt: at("2026-11-23T15:06:00Z"), attentionResolution: "kept searching" })
      .where(eq(bookings.id, b.id));
    expect(await refreshJourney(h.db, notFound, b.id)).toEqual({ kind: "skipped" }); // settled: nobody reads it

    await unsettleJourney(h.db, b.id);
    const searching = await refreshJourney(
      h.db,
      reader(async () => details({ current_state: "hire" })),
      b.id,
      at("2026-11-23T15:06:00Z"),
    );
    expect(searching).toEqual({ kind: "read", state: "hire", next: 15 });
    expect(await row(b.id)).toMatchObject({
      journeyState: "hire",
      endState: null,
      finished: false,
      journeySettled: false,
      attentionResolution: "kept searching",
    });

    const again = reader(async () => details({ current_state: "not found", end_state: "not found", finished: true, end_at: "2026-11-23T15:11:00Z" }));
    await refreshJourney(h.db, again, b.id, at("2026-11-23T15:11:00Z"));
    expect(await row(b.id)).toMatchObject({ endState: "not found", journeySettled: true, attentionResolvedAt: null, attentionResolution: null });
  });
});
