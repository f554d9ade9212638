import { beforeAll, describe, expect, it } from "vitest";
import { NOVEMBER, seedReport, ANA } from "./testing";
import { reportLines, reportRides, uncountedBookings, type Viewer } from "./queries";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";

const ZONE = "Europe/Madrid";

describe.each(TEST_ENGINES)("reports on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let seed: Awaited<ReturnType<typeof seedReport>>;
  const as = (u: { id: string; role: Viewer["role"] }): Viewer => ({ id: u.id, role: u.role });
  beforeAll(async () => {
    seed = await seedReport(h.db);
  }, 60_000);

  it("count spend by label and currency, cancelled and not-found rides apart, never adding currencies", async () => {
    const lines = await reportLines(h.db, { viewer: as(seed.admin), ...NOVEMBER, group: "label", zone: ZONE });
    expect(lines).toEqual([
      {
        key: "marketing",
        name: "Marketing",
        currency: "EUR",
        rides: 3,
        estimated: 2700,
        finalRides: 1,
        estimatedWithFinal: 1200,
        final: 1350,
        invoicedRides: 1,
        invoiced: 1350,
        cancelled: 0,
        notFound: 0,
        corrected: 0,
        outsideRules: 1,
      },
      {
        key: "marketing",
        name: "Marketing",
        currency: "GBP",
        rides: 1,
        estimated: 700,
        finalRides: 1,
        estimatedWithFinal: 700,
        final: 700,
        invoicedRides: 1,
        invoiced: 700,
        cancelled: 0,
        notFound: 0,
        corrected: 0,
        outsideRules: 0,
      },
      {
        key: "rd",
        name: "R&D",
        currency: "EUR",
        rides: 0,
        estimated: 0,
        finalRides: 0,
        estimatedWithFinal: 0,
        final: 0,
        invoicedRides: 1,
        invoiced: 300,
        cancelled: 1,
        notFound: 0,
        corrected: 0,
        outsideRules: 0,
      },
      {
        key: null,
        name: null,
        currency: "EUR",
        rides: 0,
        estimated: 0,
        finalRides: 0,
        estimatedWithFinal: 0,
        final: 0,
        invoicedRides: 0,
        invoiced: 0,
        cancelled: 0,
        notFound: 1,
        corrected: 0,
        outsideRules: 0,
      },
    ]);
  });

  it("leave out failed and uncertain bookings, and say how many", async () => {
    const lines = await reportLines(h.db, { viewer: as(seed.admin), ...NOVEMBER, group: "label", zone: ZONE });
    expect(lines.reduce((n, l) => n + l.estimated, 0)).not.toBeGreaterThan(2700 + 700);
    expect(await uncountedBookings(h.db, { viewer: as(seed.admin), ...NOVEMBER })).toBe(1);
  });

  it("group by reason, requester, agent and month in the company's time zone", async () => {
    const scope = { viewer: as(seed.admin), ...NOVEMBER, zone: ZONE };
    const byReason = await reportLines(h.db, { ...scope, group: "reason" });
    expect(byReason.find((l) => l.key === "Client visit")).toMatchObject({ rides: 1, estimated: 1200, invoicedRides: 1, invoiced: 1350 });
    expect(byReason.find((l) => l.key === "Airport")).toMatchObject({ rides: 1, estimated: 500 });
    const byRequester = await reportLines(h.db, { ...scope, group: "requester" });
    expect(byRequester.find((l) => l.key === ANA)).toMatchObject({ name: "Ana Ruiz", rides: 2, estimated: 1700, invoicedRides: 1, invoiced: 1350 });
    // Luis's: the pounds ride in pounds, the cancelled ride's fee in euros.
    expect(byRequester.filter((l) => l.name === "Luis Gil").map((l) => [l.currency, l.invoicedRides, l.invoiced])).toEqual([
      ["EUR", 1, 300],
      ["GBP", 1, 700],
    ]);
    const byAgent = await reportLines(h.db, { ...scope, group: "agent" });
    expect(byAgent.find((l) => l.key === seed.forAna.id)).toMatchObject({ name: "Bea Agent", rides: 1, estimated: 1000 });
    const byMonth = await reportLines(h.db, { ...scope, start: new Date("2026-09-30T22:00:00Z"), group: "month" });
    expect(byMonth.map((l) => [l.key, l.currency, l.rides, l.estimated, l.invoiced])).toEqual([
      ["2026-10", "EUR", 1, 400, 0],
      ["2026-11", "EUR", 3, 2700, 1650],
      ["2026-11", "GBP", 1, 700, 700],
    ]);
  });

  it("show an agent only the rides of their requesters and the ones they booked", async () => {
    const bea = await reportRides(h.db, { viewer: as(seed.forAna), ...NOVEMBER, page: 1 });
    expect(bea.rides.map((r) => r.id).sort()).toEqual([seed.rides.finished.id, seed.rides.upcoming.id, seed.rides.firstMinutes.id].sort());
    expect(bea.total).toBe(3);
    const beaLines = await reportLines(h.db, { viewer: as(seed.forAna), ...NOVEMBER, group: "label", zone: ZONE });
    expect(beaLines).toEqual([expect.objectContaining({ key: "marketing", currency: "EUR", rides: 3, estimated: 2700 })]);
    expect(await uncountedBookings(h.db, { viewer: as(seed.forAna), ...NOVEMBER })).toBe(1); // Ana's, though Carlos made it

    const carlos = await reportRides(h.db, { viewer: as(seed.other), ...NOVEMBER, page: 1 });
    expect(carlos.rides.map((r) => r.id).sort()).toEqual(
      [seed.rides.finished.id, seed.rides.cancelled.id, seed.rides.notFound.id, seed.rides.pounds.id].sort(),
    );
    const carlosByAgent = await reportLines(h.db, { viewer: as(seed.other), ...NOVEMBER, group: "agent", zone: ZONE });
    expect(carlosByAgent.map((l) => l.key)).not.toContain(seed.forAna.id);
  });

  it("page the rides on the server, newest pickup first, with the names reports show", async () => {
    const first = await reportRides(h.db, { viewer: as(seed.admin), ...NOVEMBER, page: 1, perPage: 4 });
    const second = await reportRides(h.db, { viewer: as(seed.admin), ...NOVEMBER, page: 2, perPage: 4 });
    expect(first.total).toBe(6);
    expect(first.rides).toHaveLength(4);
    expect(second.rides).toHaveLength(2);
    const all = [...first.rides, ...second.rides];
    expect(new Set(all.map((r) => r.id)).size).toBe(6);
    expect(all.map((r) => r.pickupAt.getTime())).toEqual([...all.map((r) => r.pickupAt.getTime())].sort((a, b) => b - a));
    expect(all.find((r) => r.id === seed.rides.finished.id)).toMatchObject({
      labelName: "Marketing",
      requesterName: "Ana Ruiz",
      agentName: "Carlos Agent",
      corrected: false,
    });
  });
});
