import { describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { TEST_ENGINES } from "@/lib/db/testing";
import { createSeries } from "./create";
import { sweepSeries } from "./jobs";
import { listSeriesFor, seriesOfBooking } from "./list-queries";
import { listOccurrences } from "./queries";
import { sendOccurrence } from "./send";
import { fakeSending, formBooking, seriesWorld, SERIES_NOW as NOW, useSeriesDatabase } from "./testing";

describe.each(TEST_ENGINES)("the list of rides that repeat on %s", (engine) => {
  const h = useSeriesDatabase(engine);

  it("shows an admin every series with how its days stand, an agent only those they may see, and finds a ride's series", async () => {
    const admin = await seriesWorld(h.db);
    const { seriesId } = await createSeries(
      { user: admin, db: h.db },
      { booking: formBooking("2027-01-11", "08:30"), repeat: { weekdays: [1], end: { kind: "until", date: "2027-03-29" } }, riderName: "Ana Guest" },
      NOW,
    );
    const ids: string[] = [];
    await sweepSeries(
      h.db,
      { send: async (_q: string, d: object) => (ids.push((d as { occurrenceId: string }).occurrenceId), "job") },
      new Date(NOW),
      new Date(NOW),
    );
    const { deps } = fakeSending(h.db);
    for (const id of ids) await sendOccurrence(h.db, deps, id);
    // Mondays 11 January to 29 March: eight inside the 60 days, four to come.
    expect(await listSeriesFor(h.db, admin)).toMatchObject([{ id: seriesId, riderName: "Ana Guest", status: "active", booked: 8, planned: 4, failed: 0 }]);
    const [agent] = await h.db
      .insert(users)
      .values({ email: `al-${crypto.randomUUID()}@example.com`, name: "Al Agent", role: "agent" })
      .returning();
    expect(await listSeriesFor(h.db, { id: agent!.id, role: "agent" })).toEqual([]);
    const first = (await listOccurrences(h.db, seriesId))[0]!.occurrence;
    expect(await seriesOfBooking(h.db, first.bookingId!)).toBe(seriesId);
    expect(await seriesOfBooking(h.db, crypto.randomUUID())).toBeNull();
  });
});
