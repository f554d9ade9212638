import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { seriesOccurrences } from "@/lib/db/schema";
import { TEST_ENGINES } from "@/lib/db/testing";
import type { BookingRow } from "@/lib/booking/queries";
import { createSeries } from "./create";
import { sweepSeries } from "./jobs";
import { changeFrom, pauseOrResume, stopSeries } from "./manage";
import { findSeries, listOccurrences } from "./queries";
import { sendOccurrence } from "./send";
import { fakeSending, formBooking, seriesWorld, SERIES_NOW as NOW, useSeriesDatabase } from "./testing";

describe.each(TEST_ENGINES)("changing a series on %s", (engine) => {
  const h = useSeriesDatabase(engine);

  async function sentSeries() {
    const user = await seriesWorld(h.db);
    const ctx = { user, db: h.db };
    const { seriesId } = await createSeries(
      ctx,
      { booking: formBooking("2027-01-11", "08:30"), repeat: { weekdays: [1], end: { kind: "rides", rides: 4 } }, riderName: "Ana Guest" },
      NOW,
    );
    const sending = fakeSending(h.db);
    const send = async () => {
      const ids: string[] = [];
      await sweepSeries(
        h.db,
        { send: async (_q: string, d: object) => (ids.push((d as { occurrenceId: string }).occurrenceId), "job") },
        new Date(NOW),
        new Date(NOW),
      );
      for (const id of ids) await sendOccurrence(h.db, sending.deps, id);
    };
    await send();
    const cancelled: string[] = [];
    const cancelRide = async (_ctx: unknown, booking: BookingRow) => void cancelled.push(booking.startAt!);
    return { ctx, seriesId, send, cancelled, cancelRide, journeys: sending.journeys };
  }

  it("moves this and the following days to a new time: their rides are taken back and booked again under new intents", async () => {
    const s = await sentSeries();
    expect(s.journeys.map((j) => j.startAt)).toEqual(["2027-01-11 08:30:00", "2027-01-18 08:30:00", "2027-01-25 08:30:00", "2027-02-01 08:30:00"]);
    const done = await changeFrom(s.ctx, { seriesId: s.seriesId, day: "2027-01-25", time: "09:15" }, s.cancelRide, new Date(NOW));
    expect(done).toEqual({ changed: 2, retaken: 2 });
    expect(s.cancelled).toEqual(["2027-01-25 08:30:00", "2027-02-01 08:30:00"]);
    await s.send();
    expect(s.journeys.slice(4).map((j) => j.startAt)).toEqual(["2027-01-25 09:15:00", "2027-02-01 09:15:00"]);
    expect(new Set(s.journeys.map((j) => j.intentId)).size).toBe(6);
    const days = await listOccurrences(h.db, s.seriesId);
    expect(days.map((d) => [d.occurrence.startAt, d.occurrence.status, d.occurrence.revision])).toEqual([
      ["2027-01-11 08:30:00", "booked", 0],
      ["2027-01-18 08:30:00", "booked", 0],
      ["2027-01-25 09:15:00", "booked", 1],
      ["2027-02-01 09:15:00", "booked", 1],
    ]);
  });

  it("moves this and the following days to a new destination, keeping their time, and refuses a pickup in another time zone", async () => {
    const s = await sentSeries();
    const museo = { label: "Museo del Prado", loc: [40.4138, -3.6921] as [number, number] };
    const done = await changeFrom(s.ctx, { seriesId: s.seriesId, day: "2027-01-25", time: "08:30", destination: museo }, s.cancelRide, new Date(NOW));
    expect(done).toEqual({ changed: 2, retaken: 2 });
    await s.send();
    expect(s.journeys.map((j) => `${j.startAt} ${j.to}`)).toEqual([
      "2027-01-11 08:30:00 Atocha",
      "2027-01-18 08:30:00 Atocha",
      "2027-01-25 08:30:00 Atocha",
      "2027-02-01 08:30:00 Atocha",
      "2027-01-25 08:30:00 Museo del Prado",
      "2027-02-01 08:30:00 Museo del Prado",
    ]);
    const lisbon = { label: "Rossio", loc: [38.7139, -9.1394] as [number, number] };
    await expect(
      changeFrom(s.ctx, { seriesId: s.seriesId, day: "2027-02-01", time: "08:30", pickup: lisbon }, s.cancelRide, new Date(NOW)),
    ).rejects.toMatchObject({
      code: "invalid",
      message: '$series.manage.otherZone{"zone":"Europe/Madrid"}',
    });
    const days = await listOccurrences(h.db, s.seriesId);
    expect(days.map((d) => d.occurrence.stops?.[1]?.label ?? null)).toEqual([null, null, "Museo del Prado", "Museo del Prado"]);
  });

  it("refuses a change from a day already past, or to a time too soon, changing nothing", async () => {
    const s = await sentSeries();
    const later = new Date(Date.UTC(2027, 0, 11, 8, 0)); // 09:00 on the first Monday: its 08:30 ride is past
    await expect(changeFrom(s.ctx, { seriesId: s.seriesId, day: "2027-01-11", time: "10:00" }, s.cancelRide, later)).rejects.toMatchObject({
      message: "$series.manage.dayPast",
    });
    await expect(changeFrom(s.ctx, { seriesId: s.seriesId, day: "2027-01-12", time: "10:00" }, s.cancelRide, later)).rejects.toMatchObject({
      message: "$series.manage.dayNotFound",
    });
    const early = new Date(Date.UTC(2027, 0, 11, 6, 0)); // 07:00: 07:15 the same day is 15 minutes away
    await expect(changeFrom(s.ctx, { seriesId: s.seriesId, day: "2027-01-11", time: "07:15" }, s.cancelRide, early)).rejects.toMatchObject({ code: "invalid" });
    expect(s.cancelled).toEqual([]);
  });

  it("waits for a day being booked right now before stopping or changing, taking back nothing meanwhile", async () => {
    const s = await sentSeries();
    const [, second] = (await listOccurrences(h.db, s.seriesId)).map((d) => d.occurrence);
    await h.db.update(seriesOccurrences).set({ status: "booking" }).where(eq(seriesOccurrences.id, second!.id));
    await expect(stopSeries(s.ctx, s.seriesId, s.cancelRide, new Date(NOW))).rejects.toMatchObject({
      code: "in_progress",
      message: '$series.manage.sending{"day":"2027-01-18"}',
    });
    await expect(changeFrom(s.ctx, { seriesId: s.seriesId, day: "2027-01-11", time: "09:00" }, s.cancelRide, new Date(NOW))).rejects.toMatchObject({
      code: "in_progress",
    });
    expect(s.cancelled).toEqual([]);
    expect((await listOccurrences(h.db, s.seriesId)).map((d) => d.occurrence.status)).toEqual(["booked", "booking", "booked", "booked"]);
    // The stop paused the series while it looked, and gave it back its state when it could not go on.
    expect((await findSeries(h.db, s.seriesId))?.status).toBe("active");
  });

  it("pauses and resumes, and stops for good: the rides still ahead are taken back", async () => {
    const s = await sentSeries();
    await pauseOrResume(s.ctx, s.seriesId, "paused");
    await expect(pauseOrResume(s.ctx, s.seriesId, "paused")).rejects.toMatchObject({ message: "$series.manage.notActive" });
    await pauseOrResume(s.ctx, s.seriesId, "active");
    const after = new Date(Date.UTC(2027, 0, 12, 8, 0));
    expect(await stopSeries(s.ctx, s.seriesId, s.cancelRide, after)).toEqual({ cancelled: 3 });
    expect(s.cancelled).toEqual(["2027-01-18 08:30:00", "2027-01-25 08:30:00", "2027-02-01 08:30:00"]);
    const days = await listOccurrences(h.db, s.seriesId);
    expect(days.map((d) => d.occurrence.status)).toEqual(["booked", "cancelled", "cancelled", "cancelled"]);
    await expect(changeFrom(s.ctx, { seriesId: s.seriesId, day: "2027-01-25", time: "09:00" }, s.cancelRide, after)).rejects.toMatchObject({
      message: "$series.manage.stopped",
    });
  });
});
