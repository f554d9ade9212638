import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { companyHolidays, rideSeries, seriesOccurrences } from "@/lib/db/schema";
import { TEST_ENGINES } from "@/lib/db/testing";
import { createSeries } from "./create";
import { sweepSeries } from "./jobs";
import { listOccurrences, setSeriesStatus } from "./queries";
import { productFor, sendOccurrence } from "./send";
import { fakeSending, formBooking, seriesWorld, SERIES_NOW as NOW, useSeriesDatabase } from "./testing";

const DAY = 86_400_000;
const queue = () => {
  const sent: string[] = [];
  return { sent, runner: { send: async (_q: string, data: object) => (sent.push((data as { occurrenceId: string }).occurrenceId), "job") } };
};

describe.each(TEST_ENGINES)("sending a series' days on %s", (engine) => {
  const h = useSeriesDatabase(engine);
  beforeEach(async () => {
    await h.db.delete(companyHolidays);
  });

  it("sends each weekday of four weeks once, as it enters the provider's 60-day window", async () => {
    const user = await seriesWorld(h.db);
    // Monday 22 February 2027 (49 days ahead) to Friday 19 March: 20 weekdays.
    const { seriesId } = await createSeries(
      { user, db: h.db },
      {
        booking: formBooking("2027-02-22", "08:30"),
        repeat: { weekdays: [1, 2, 3, 4, 5], end: { kind: "until", date: "2027-03-19" } },
        riderName: "Ana Guest",
      },
      NOW,
    );
    const { deps, journeys } = fakeSending(h.db);
    const sendAt = async (at: number) => {
      const q = queue();
      await sweepSeries(h.db, q.runner, new Date(at), new Date(NOW));
      for (const id of q.sent) await sendOccurrence(h.db, deps, id);
      return q.sent.length;
    };
    // Today only the days before 5 March, 08:00 (60 days less an hour) are inside the window: 22 February to 4 March.
    expect(await sendAt(NOW)).toBe(9);
    expect(journeys.map((j) => j.startAt)).toEqual(expect.arrayContaining(["2027-02-22 08:30:00", "2027-03-04 08:30:00"]));
    expect(journeys.map((j) => j.startAt)).not.toContain("2027-03-05 08:30:00");
    // A week later five more; nothing already sent is sent again.
    expect(await sendAt(NOW + 7 * DAY)).toBe(5);
    expect(await sendAt(NOW + 7 * DAY)).toBe(0);
    expect(await sendAt(NOW + 20 * DAY)).toBe(6);
    expect(journeys).toHaveLength(20);
    expect(new Set(journeys.map((j) => j.intentId)).size).toBe(20);
    const days = await listOccurrences(h.db, seriesId);
    expect(days.every((d) => d.occurrence.status === "booked" && d.booking?.status === "booked")).toBe(true);
  });

  it("books a day once when its send runs twice or is taken back after a crash", async () => {
    const user = await seriesWorld(h.db);
    const { seriesId } = await createSeries(
      { user, db: h.db },
      { booking: formBooking("2027-01-11", "08:30"), repeat: { weekdays: [1], end: { kind: "rides", rides: 2 } }, riderName: "Ana Guest" },
      NOW,
    );
    const { deps, journeys } = fakeSending(h.db);
    const [first] = await h.db.select().from(seriesOccurrences).where(eq(seriesOccurrences.seriesId, seriesId));
    const [a, b] = await Promise.all([sendOccurrence(h.db, deps, first!.id), sendOccurrence(h.db, deps, first!.id)]);
    expect([a.kind, b.kind].sort()).toEqual(["booked", "skipped"]);
    // A crash after the ride was made but before the day was recorded: the day is planned again, and its intent gets the same ride back.
    await h.db.update(seriesOccurrences).set({ status: "planned", bookingId: null }).where(eq(seriesOccurrences.id, first!.id));
    const again = await sendOccurrence(h.db, deps, first!.id);
    expect(again).toMatchObject({ kind: "booked", bookingId: a.kind === "booked" ? a.bookingId : (b as { bookingId: string }).bookingId });
    expect(journeys).toHaveLength(1);
  });

  it("fails a refused day alone, in words, and the others go on", async () => {
    const user = await seriesWorld(h.db);
    const { seriesId } = await createSeries(
      { user, db: h.db },
      { booking: formBooking("2027-01-11", "08:30"), repeat: { weekdays: [1, 2, 3], end: { kind: "rides", rides: 3 } }, riderName: "Ana Guest" },
      NOW,
    );
    const { deps, journeys } = fakeSending(h.db, { refuse: ["2027-01-12"] });
    const q = queue();
    await sweepSeries(h.db, q.runner, new Date(NOW), new Date(NOW));
    const outcomes = [];
    for (const id of q.sent) outcomes.push(await sendOccurrence(h.db, deps, id));
    expect(outcomes.map((o) => o.kind)).toEqual(["booked", "failed", "booked"]);
    expect(journeys).toHaveLength(2);
    const days = await listOccurrences(h.db, seriesId);
    expect(days.map((d) => [d.occurrence.day, d.occurrence.status, d.occurrence.problem])).toEqual([
      ["2027-01-11", "booked", null],
      ["2027-01-12", "failed", "The pickup is outside the area the service covers."],
      ["2027-01-13", "booked", null],
    ]);
  });

  it("skips a day that became a holiday after the series was made, and sends nothing while paused", async () => {
    const user = await seriesWorld(h.db);
    const { seriesId } = await createSeries(
      { user, db: h.db },
      { booking: formBooking("2027-01-11", "08:30"), repeat: { weekdays: [1, 2], end: { kind: "rides", rides: 4 } }, riderName: "Ana Guest" },
      NOW,
    );
    await h.db.insert(companyHolidays).values({ day: "2027-01-12", name: "Company day" });
    await setSeriesStatus(h.db, seriesId, "paused", ["active"]);
    const { deps, journeys } = fakeSending(h.db);
    const q = queue();
    await sweepSeries(h.db, q.runner, new Date(NOW), new Date(NOW));
    expect(q.sent).toEqual([]);
    await setSeriesStatus(h.db, seriesId, "active", ["paused"]);
    await sweepSeries(h.db, q.runner, new Date(NOW), new Date(NOW));
    for (const id of q.sent) await sendOccurrence(h.db, deps, id);
    const days = await listOccurrences(h.db, seriesId);
    expect(days.map((d) => [d.occurrence.day, d.occurrence.status, d.occurrence.skip])).toEqual([
      ["2027-01-11", "booked", null],
      ["2027-01-12", "skipped", { kind: "holiday", name: "Company day" }],
      ["2027-01-18", "booked", null],
      ["2027-01-19", "booked", null],
    ]);
    expect(journeys).toHaveLength(3);
  });

  it("records a series once per booking intent, and refuses one on which no ride falls", async () => {
    const user = await seriesWorld(h.db);
    const booking = formBooking("2027-01-11", "08:30");
    const input = { booking, repeat: { weekdays: [1], end: { kind: "rides" as const, rides: 2 } }, riderName: "Ana Guest" };
    const [a, b] = await Promise.all([createSeries({ user, db: h.db }, input, NOW), createSeries({ user, db: h.db }, input, NOW)]);
    expect(a.seriesId).toBe(b.seriesId);
    expect(await h.db.select().from(rideSeries)).toHaveLength(1);
    await h.db.insert(companyHolidays).values([
      { day: "2027-01-11", name: "A" },
      { day: "2027-01-12", name: "B" },
    ]);
    const none = {
      booking: formBooking("2027-01-11", "08:30"),
      repeat: { weekdays: [1, 2], end: { kind: "until" as const, date: "2027-01-12" } },
      riderName: "Ana Guest",
    };
    await expect(createSeries({ user, db: h.db }, none, NOW)).rejects.toMatchObject({ message: "$series.repeat.noRides" });
  });

  it("books the product the agent chose while it is offered, else the cheapest", () => {
    const offered = [
      { id: "p2", name: "Group", price: { amount: 2500, currency: "EUR" } },
      { id: "p3", name: "Eco", price: { amount: 900, currency: "EUR" } },
    ];
    expect(productFor(offered, { productId: "p2", productName: "Group" })?.id).toBe("p2");
    expect(productFor(offered, { productId: "old", productName: "group" })?.id).toBe("p2");
    expect(productFor(offered, { productId: "p1", productName: "Cabify" })?.id).toBe("p3");
    expect(productFor([], { productId: "p1", productName: "Cabify" })).toBeNull();
  });
});
