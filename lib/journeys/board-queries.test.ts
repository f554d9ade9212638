import { beforeAll, describe, expect, it } from "vitest";
import { boardQuerySchema, type BoardQuery } from "./board";
import { boardCounts, boardLabels, boardPage, type Viewer } from "./board-queries";
import { behindWindow } from "./board-freshness";
import { agentRequesters, bookings, requesters, users } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";

// Noon UTC on Monday 23 November 2026: 13:00 in Madrid.
const NOW = Date.parse("2026-11-23T12:00:00Z");
const hex = (c: string) => c.repeat(32);
const R1 = hex("1"),
  R2 = hex("2"),
  R3 = hex("3"),
  RP = hex("4");
const ADMIN = "00000000-0000-4000-8000-00000000000a";
const X = "00000000-0000-4000-8000-00000000000b";
const Y = "00000000-0000-4000-8000-00000000000c";
const admin: Viewer = { id: ADMIN, role: "admin" };
const agentX: Viewer = { id: X, role: "agent" };

const q = (over: Partial<BoardQuery> = {}): BoardQuery => boardQuerySchema.parse({ tz: "Europe/Madrid", ...over });

type Row = typeof bookings.$inferInsert;
const booking = (name: string, over: Partial<Row>): Row => ({
  intentId: crypto.randomUUID(),
  status: "booked",
  requesterId: R1,
  riderName: name,
  productId: "p1",
  productName: "Cabify",
  priceAmount: 1500,
  priceCurrency: "EUR",
  zone: "Europe/Madrid",
  pickupLabel: "Atocha",
  destinationLabel: "Chamartín",
  stopCount: 2,
  request: {},
  journeyId: crypto.randomUUID(),
  createdAt: new Date(NOW - 86_400_000),
  ...over,
});

describe.each(TEST_ENGINES)("the journeys board on %s", (engine) => {
  const h = useFreshDatabase(engine);
  const ids: Record<string, string> = {};
  const names = async (viewer: Viewer, query: BoardQuery) => (await boardPage(h.db, viewer, query, NOW)).rows.map((r) => r.riderName);

  beforeAll(async () => {
    await h.db.insert(users).values([
      { id: ADMIN, email: "admin@x.test", name: "Alba Admin", role: "admin" },
      { id: X, email: "x@x.test", name: "Xavi Agent" },
      { id: Y, email: "y@x.test", name: "Yolanda Agent" },
    ]);
    await h.db.insert(requesters).values([R1, R2, R3, RP].map((id, i) => ({ id, email: `r${i}@co.test`, name: `Requester`, surname: `${i + 1}` })));
    await h.db.insert(agentRequesters).values([
      { userId: X, requesterId: R1, isDefault: true },
      { userId: Y, requesterId: R2, isDefault: true },
    ]);
    const rows: Record<string, Partial<Row>> = {
      "Ana Ruiz": {
        createdBy: Y,
        pickupAt: new Date("2026-11-23T10:00:00Z"),
        journeyState: "hired",
        riderPhone: "+34600111222",
        labelSlug: "sales",
        reportLabelSlug: "sales",
        driver: { name: "Pedro", phone: null, avatarUrl: null },
        vehicle: { name: "Toyota Prius", plate: "1234 ABC", color: "white" },
      },
      "Bruno Own": { createdBy: X, requesterId: R2, pickupAt: new Date("2026-11-23T15:00:00Z") },
      "Carla Tomorrow": { createdBy: Y, requesterId: R2, pickupAt: new Date("2026-11-24T09:00:00Z") },
      "Dani NoShow": {
        createdBy: ADMIN,
        requesterId: R3,
        pickupAt: new Date("2026-11-22T09:00:00Z"),
        journeyState: "no show",
        endState: "no show",
        finished: true,
      },
      "Eva Uncertain": {
        createdBy: ADMIN,
        status: "uncertain",
        journeyId: null,
        pickupAt: new Date("2026-11-21T09:00:00Z"),
        error: { status: 0, message: "no answer", field: null },
      },
      "Fede Resolved": {
        createdBy: X,
        pickupAt: new Date("2026-11-22T08:00:00Z"),
        endState: "not found",
        journeyState: "not found",
        attentionResolvedAt: new Date(NOW - 1000),
      },
      "Gema Pending": { status: "pending", journeyId: null, pickupAt: new Date("2026-11-23T11:00:00Z") },
      "Hugo Failed": { status: "failed", journeyId: null, pickupAt: new Date("2026-11-23T11:30:00Z"), labelSlug: "ops" },
      // 00:30 on the 23rd in Madrid: today at the desk, though still the 22nd in UTC.
      "Iris Midnight": {
        createdBy: Y,
        requesterId: R3,
        pickupAt: new Date("2026-11-22T23:30:00Z"),
        journeyState: "terminated",
        endState: "drop off",
        totals: { price: { amount: 1700, currency: "EUR" }, discount: { amount: 0, currency: "EUR" }, priceTotal: { amount: 1700, currency: "EUR" } },
      },
    };
    for (const [name, over] of Object.entries(rows)) {
      const [r] = await h.db.insert(bookings).values(booking(name, over)).returning({ id: bookings.id });
      ids[name] = r!.id;
    }
  });

  it("puts each booking in its tab by the desk's day, in the order rides happen (past and problems newest first)", async () => {
    expect(await names(admin, q({ tab: "today" }))).toEqual(["Iris Midnight", "Ana Ruiz", "Gema Pending", "Hugo Failed", "Bruno Own"]);
    expect(await names(admin, q({ tab: "upcoming" }))).toEqual(["Carla Tomorrow"]);
    expect(await names(admin, q({ tab: "past" }))).toEqual(["Dani NoShow", "Fede Resolved", "Eva Uncertain"]);
    expect(await names(admin, q({ tab: "attention" }))).toEqual(["Dani NoShow", "Eva Uncertain"]);
  });

  it("shows a booking still being made at once, as being booked, whose provider answer has not come (or was lost)", async () => {
    const [row] = (await boardPage(h.db, admin, q({ tab: "today", q: "Gema" }), NOW)).rows;
    expect(row).toMatchObject({ riderName: "Gema Pending", status: "pending", journeyId: null });
  });

  it("reads the day in the desk's zone: in UTC the ride at 00:30 Madrid time was yesterday", async () => {
    expect(await names(admin, q({ tab: "today", tz: "UTC" }))).not.toContain("Iris Midnight");
    expect(await names(admin, q({ tab: "past", tz: "UTC" }))).toContain("Iris Midnight");
  });

  it("shows an agent only their requesters' bookings and the ones they made, in every tab", async () => {
    expect(await names(agentX, q({ tab: "today" }))).toEqual(["Ana Ruiz", "Gema Pending", "Hugo Failed", "Bruno Own"]);
    expect(await names(agentX, q({ tab: "upcoming" }))).toEqual([]);
    expect(await names(agentX, q({ tab: "past" }))).toEqual(["Fede Resolved", "Eva Uncertain"]);
    expect(await names(agentX, q({ tab: "attention" }))).toEqual(["Eva Uncertain"]);
    expect(await names(agentX, q({ tab: "past", requester: R3 }))).toEqual([]);
    const window = { readBefore: new Date(NOW), settlingReadBefore: new Date(NOW), dueBefore: new Date(NOW) };
    expect((await boardCounts(h.db, agentX, window)).attention).toBe(1);
    expect((await boardCounts(h.db, admin, window)).attention).toBe(2);
  });

  it("filters by state in the desk's words", async () => {
    expect(await names(admin, q({ state: "driver" }))).toEqual(["Ana Ruiz"]);
    expect(await names(admin, q({ state: "waiting" }))).toEqual(["Bruno Own"]);
    expect(await names(admin, q({ state: "completed" }))).toEqual(["Iris Midnight"]);
    expect(await names(admin, q({ state: "failed" }))).toEqual(["Hugo Failed"]);
    expect(await names(admin, q({ tab: "past", state: "no-show" }))).toEqual(["Dani NoShow"]);
    expect(await names(admin, q({ tab: "past", state: "not-found" }))).toEqual(["Fede Resolved"]);
    expect(await names(admin, q({ tab: "past", state: "uncertain" }))).toEqual(["Eva Uncertain"]);
  });

  it("filters by requester, label, agent and date range", async () => {
    expect(await names(admin, q({ requester: R2 }))).toEqual(["Bruno Own"]);
    expect(await names(admin, q({ label: "sales" }))).toEqual(["Ana Ruiz"]);
    expect(await names(admin, q({ label: "ops" }))).toEqual(["Hugo Failed"]);
    expect(await names(admin, q({ tab: "past", agent: X }))).toEqual(["Fede Resolved"]);
    expect(await names(admin, q({ tab: "past", from: "2026-11-22", to: "2026-11-22" }))).toEqual(["Dani NoShow", "Fede Resolved"]);
    expect(await names(admin, q({ tab: "past", to: "2026-11-21" }))).toEqual(["Eva Uncertain"]);
    expect((await boardLabels(h.db, admin)).map((l) => l.slug)).toEqual(["ops", "sales"]);
  });

  it("searches guests by name, whatever the case, and by any run of their phone's digits", async () => {
    expect(await names(admin, q({ q: "ana ru" }))).toEqual(["Ana Ruiz"]);
    expect(await names(admin, q({ q: "600 111" }))).toEqual(["Ana Ruiz"]);
    expect(await names(admin, q({ q: "+34600111222" }))).toEqual(["Ana Ruiz"]);
    expect(await names(admin, q({ q: "%" }))).toEqual([]);
    // An agent searching finds nothing they may not see.
    expect(await names(agentX, q({ tab: "upcoming", q: "Carla" }))).toEqual([]);
  });

  it("gives each row what the desk reads: requester, agent, driver, plate, estimate and final price", async () => {
    const { rows } = await boardPage(h.db, admin, q(), NOW);
    const ana = rows.find((r) => r.riderName === "Ana Ruiz")!;
    expect(ana).toMatchObject({
      requester: "Requester 1",
      agent: "Yolanda Agent",
      driver: { name: "Pedro" },
      vehicle: { plate: "1234 ABC" },
      estimate: { amount: 1500, currency: "EUR" },
      totals: null,
      attention: null,
    });
    expect(rows.find((r) => r.riderName === "Iris Midnight")!.totals?.priceTotal.amount).toBe(1700);
    const { rows: problems } = await boardPage(h.db, admin, q({ tab: "attention" }), NOW);
    expect(problems.map((r) => [r.attention, r.problem])).toEqual([
      ["no show", null],
      ["uncertain", "no answer"],
    ]);
  });

  it("pages on the server by position, without gaps or repeats, both ways", async () => {
    const base = Date.parse("2026-12-01T08:00:00Z");
    // Several rides at the same minute: the id breaks the tie.
    await h.db
      .insert(bookings)
      .values(Array.from({ length: 60 }, (_, i) => booking(`Paged ${i}`, { requesterId: RP, pickupAt: new Date(base + Math.floor(i / 3) * 60_000) })));
    for (const tab of ["upcoming", "past"] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      const now = tab === "past" ? Date.parse("2027-01-01T00:00:00Z") : NOW;
      for (let page = 0; page < 5; page++) {
        const r = await boardPage(h.db, admin, q({ tab, requester: RP, cursor }), now, 25);
        seen.push(...r.rows.map((x) => x.id));
        if (!r.nextCursor) break;
        cursor = r.nextCursor;
      }
      expect(seen).toHaveLength(60);
      expect(new Set(seen).size).toBe(60);
      const all = await h.db.select({ id: bookings.id, at: bookings.pickupAt }).from(bookings);
      const order = all
        .filter((b) => seen.includes(b.id))
        .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : 1))
        .map((b) => b.id);
      expect(seen).toEqual(tab === "past" ? order.reverse() : order);
    }
  });

  it("counts journeys under way that the refresh job has not read for too long", async () => {
    const Z = "00000000-0000-4000-8000-00000000000d",
      RZ = hex("5");
    await h.db.insert(users).values({ id: Z, email: "z@x.test", name: "Zoe Agent" });
    await h.db.insert(requesters).values({ id: RZ, email: "rz@co.test", name: "Requester", surname: "Z" });
    await h.db.insert(agentRequesters).values({ userId: Z, requesterId: RZ, isDefault: true });
    const zoe: Viewer = { id: Z, role: "agent" };
    await h.db.insert(bookings).values([
      booking("Stale Ride", { requesterId: RZ, pickupAt: new Date(NOW - 600_000), journeyReadAt: new Date(NOW - 300_000), journeyState: "hired" }),
      booking("Fresh Ride", { requesterId: RZ, pickupAt: new Date(NOW - 600_000), journeyReadAt: new Date(NOW - 5_000), journeyState: "hired" }),
      booking("Done Ride", { requesterId: RZ, pickupAt: new Date(NOW - 3_600_000), journeyReadAt: new Date(NOW - 3_000_000), journeySettled: true }),
      // A reservation days ahead is read slowly on purpose.
      booking("Far Ride", { requesterId: RZ, pickupAt: new Date(NOW + 5 * 86_400_000), journeyReadAt: new Date(NOW - 3_600_000) }),
    ]);
    const dueBefore = new Date(NOW + 20 * 60_000);
    const window = (readBefore: Date) => ({ readBefore, settlingReadBefore: readBefore, dueBefore });
    const stale = await boardCounts(h.db, zoe, window(new Date(NOW - 90_000)));
    expect(stale.stale).toBe(1);
    expect(stale.oldestReadAt?.toISOString()).toBe(new Date(NOW - 300_000).toISOString());
    expect(await boardCounts(h.db, zoe, window(new Date(NOW - 400_000)))).toEqual({ attention: 0, stale: 0, oldestReadAt: null });
  });

  it("counts a ride after drop off as behind only when its own next read is overdue", async () => {
    const W = "00000000-0000-4000-8000-00000000000e",
      RW = hex("6");
    await h.db.insert(users).values({ id: W, email: "w@x.test", name: "Wendy Agent" });
    await h.db.insert(requesters).values({ id: RW, email: "rw@co.test", name: "Requester", surname: "W" });
    await h.db.insert(agentRequesters).values({ userId: W, requesterId: RW, isDefault: true });
    const wendy: Viewer = { id: W, role: "agent" };
    const ride = (name: string, readAgoMs: number, over: Partial<Row>) =>
      booking(name, { requesterId: RW, pickupAt: new Date(NOW - 1_800_000), journeyReadAt: new Date(NOW - readAgoMs), ...over });
    const window = behindWindow(NOW, { activeSeconds: 15, afterDropOffSeconds: 120 });
    // The false alarm: dropped off, read 96 s ago, next read due in 24 s.
    await h.db.insert(bookings).values(ride("Dropped Off", 96_000, { journeyState: "drop off", endState: "drop off" }));
    expect(await boardCounts(h.db, wendy, window)).toMatchObject({ stale: 0 });
    // Its read is overdue; a ride under way read as long ago is too; a terminated ride waits for one quick read.
    await h.db
      .insert(bookings)
      .values([
        ride("Dropped Off Late", 200_000, { journeyState: "drop off", endState: "drop off" }),
        ride("On Board", 96_000, { journeyState: "pick up" }),
        ride("Closing", 96_000, { journeyState: "terminated", endState: "drop off" }),
        ride("Not Read Yet", 96_000, { journeyState: null, journeyReadAt: null, createdAt: new Date(NOW - 96_000) }),
      ]);
    expect(await boardCounts(h.db, wendy, window)).toMatchObject({ stale: 4, oldestReadAt: new Date(NOW - 200_000) });
  });

  it("says who settled a booking, so one marked not booked reads as the desk's decision", async () => {
    const at = new Date(NOW - 3_600_000);
    await h.db.insert(bookings).values(
      booking("Kiko Marked", {
        createdBy: X,
        status: "failed",
        journeyId: null,
        pickupAt: new Date("2026-11-20T09:00:00Z"),
        error: { status: 503, message: "Service Unavailable", field: null },
        attentionResolvedAt: at,
        attentionResolvedBy: X,
        attentionResolution: "not booked",
      }),
    );
    const [row] = (await boardPage(h.db, agentX, q({ tab: "past", state: "failed", q: "Kiko" }), NOW)).rows;
    expect(row).toMatchObject({ status: "failed", settlement: { how: "not booked", by: "Xavi Agent", at: at.toISOString() } });
    const [refused] = (await boardPage(h.db, admin, q({ state: "failed" }), NOW)).rows;
    expect(refused).toMatchObject({ riderName: "Hugo Failed", settlement: null });
  });

  it("filters by the event a ride was booked from and by its group there, and says each row's group", async () => {
    const event = crypto.randomUUID();
    const other = crypto.randomUUID();
    const at = new Date("2026-11-25T09:00:00Z");
    await h.db
      .insert(bookings)
      .values([
        booking("Lola Arrivals", { createdBy: X, pickupAt: at, eventBatchId: event, eventGroup: "Arrivals" }),
        booking("Mario Departures", { createdBy: X, pickupAt: new Date(at.getTime() + 60_000), eventBatchId: event, eventGroup: "Departures" }),
        booking("Nora Elsewhere", { createdBy: X, pickupAt: at, eventBatchId: other, eventGroup: "Arrivals" }),
      ]);
    expect(await names(admin, q({ tab: "upcoming", event }))).toEqual(["Lola Arrivals", "Mario Departures"]);
    expect(await names(admin, q({ tab: "upcoming", event, group: "Arrivals" }))).toEqual(["Lola Arrivals"]);
    expect((await names(admin, q({ tab: "upcoming", group: "Arrivals" }))).sort()).toEqual(["Lola Arrivals", "Nora Elsewhere"]);
    // An agent sees an event's rides only where they may see the rides.
    expect(await names({ id: Y, role: "agent" }, q({ tab: "upcoming", event }))).toEqual([]);
    const rows = (await boardPage(h.db, admin, q({ tab: "upcoming" }), NOW)).rows;
    expect(rows.find((r) => r.riderName === "Mario Departures")?.eventGroup).toBe("Departures");
    expect(rows.find((r) => r.riderName === "Carla Tomorrow")?.eventGroup).toBeNull();
  });
});
