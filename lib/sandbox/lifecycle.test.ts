import { beforeEach, describe, expect, it } from "vitest";
import { estimateAndBook, PLACES, REQUESTER, stopsOf, testSandbox, type TestSandbox } from "./testing";

const MIN = 60_000;
let t: TestSandbox;
let tok: string;
beforeEach(async () => {
  t = testSandbox({ clockSpeed: 1, tokenTtlSeconds: 7 * 24 * 3600 });
  tok = await t.token();
});

const details = async (id: string) => (await t.call("GET", `/api/v4/journey/${id}`, { token: tok })).json;

describe("a journey's life", () => {
  it("answers creation with an id and a public_url, and moves hire → hired → arrived → pick up → drop off → terminated", async () => {
    const { booked } = await estimateAndBook(t, tok, { stops: stopsOf(PLACES.sol, PLACES.castellana200) });
    expect(booked.status).toBe(200);
    expect(booked.json.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(booked.json.public_url).toMatch(/^http:\/\/sandbox\.test\/j\/[\w-]+$/);

    const seen: string[] = [];
    for (let i = 0; i < 200; i++) {
      const d = await details(booked.json.id);
      if (seen.at(-1) !== d.current_state) seen.push(d.current_state);
      if (d.current_state === "terminated") break;
      t.clock.advance(15_000);
    }
    expect(seen).toEqual(["hire", "hired", "arrived", "pick up", "drop off", "terminated"]);
    const done = await details(booked.json.id);
    expect(done).toMatchObject({ finished: true, end_state: "drop off", region_id: "madrid", user_id: REQUESTER });
    expect(done.totals.price_total.amount).toBeGreaterThan(0);
    expect(done.stops.every((s: { hit_at: string | null }) => s.hit_at)).toBe(true);
  });

  it("runs faster on a faster clock", async () => {
    const fast = testSandbox({ clockSpeed: 60 });
    const ftok = await fast.token();
    const { booked } = await estimateAndBook(fast, ftok);
    fast.clock.advance(60_000);
    const d = (await fast.call("GET", `/api/v4/journey/${booked.json.id}`, { token: ftok })).json;
    expect(["pick up", "drop off", "terminated"]).toContain(d.current_state);
  });

  it("keeps a reservation searching until shortly before its start", async () => {
    const { booked } = await estimateAndBook(t, tok, { start_at: t.localIn(120 * MIN) });
    t.clock.advance(100 * MIN);
    expect((await details(booked.json.id)).current_state).toBe("hire");
    t.clock.advance(19 * MIN + 30_000);
    expect((await details(booked.json.id)).current_state).toBe("hired");
    t.clock.advance(60_000);
    expect((await details(booked.json.id)).start_type).toBe("reserved");
  });

  it("gives the live state from hired onward, to the requester only", async () => {
    const { booked } = await estimateAndBook(t, tok);
    const id = booked.json.id;
    expect((await t.call("GET", `/api/v4/journey/${id}/state`, { token: tok })).status).toBe(400);
    expect((await t.call("GET", `/api/v4/journey/${id}/state`, { token: tok, query: { requester_id: "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6" } })).status).toBe(404);
    const searching = await t.call("GET", `/api/v4/journey/${id}/state`, { token: tok, query: { requester_id: REQUESTER } });
    expect(searching.json.driver).toBeUndefined();
    t.clock.advance(60_000);
    const hired = await t.call("GET", `/api/v4/journey/${id}/state`, { token: tok, query: { requester_id: REQUESTER } });
    expect(hired.json).toMatchObject({ journey_id: id, driver: { name: expect.any(String) }, vehicle: { plate: expect.any(String) } });
    expect(hired.json.waypoints.rows[0].state_name).toBe("hired");
    expect((await t.call("GET", `/api/v4/journey/00000000-0000-4000-8000-000000000000`, { token: tok })).status).toBe(404);
  });

  it("cancels before pickup, and refuses to cancel twice", async () => {
    const { booked } = await estimateAndBook(t, tok);
    const id = booked.json.id;
    const cancel = await t.call("POST", `/api/v4/journey/${id}/state`, { token: tok });
    expect(cancel).toMatchObject({ status: 200, json: { id } });
    expect(await details(id)).toMatchObject({ current_state: "rider cancel", end_state: "rider cancel", finished: true });
    expect((await t.call("POST", `/api/v4/journey/${id}/state`, { token: tok })).status).toBe(409);
  });

  it("refuses to cancel once the rider is aboard", async () => {
    const { booked } = await estimateAndBook(t, tok);
    for (let i = 0; i < 100 && (await details(booked.json.id)).current_state !== "pick up"; i++) t.clock.advance(10_000);
    const r = await t.call("POST", `/api/v4/journey/${booked.json.id}/state`, { token: tok });
    expect(r.status).toBe(409);
    expect(r.json.error).toMatch(/aboard/);
  });
});

describe("the rider's page behind public_url", () => {
  it("shows the ride's progress in the rider's language", async () => {
    const { booked } = await estimateAndBook(t, tok, {
      journey: { rider: { name: "Ana", locale: "es-ES", mobile: { mobile_cc: "34", mobile_num: "600111222" } } },
    });
    const path = new URL(booked.json.public_url).pathname;
    const page = await t.call("GET", path);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.text).toContain("Buscando conductor");
    t.clock.advance(60_000);
    const live = await t.call("GET", `${path}/live`);
    expect(live.json).toMatchObject({ state: "hired", label: "Tu conductor está en camino", driver: { name: expect.any(String) } });
    expect((await t.call("GET", "/j/not-a-code")).status).toBe(404);
  });

  it("shows a reservation as scheduled, at the pickup's local time, until the driver search starts", async () => {
    const rider = (locale: string) => ({ rider: { name: "Ana", locale, mobile: { mobile_cc: "34", mobile_num: "600111222" } } });
    const start_at = "2027-01-12 16:14:00"; // Madrid; the clock reads 10:00 there
    const en = await estimateAndBook(t, tok, { start_at, journey: rider("en-GB") });
    const es = await estimateAndBook(t, tok, { start_at, journey: rider("es-ES") });
    const path = (b: typeof en) => new URL(b.booked.json.public_url).pathname;

    const page = await t.call("GET", path(en));
    expect(page.text).toContain("Scheduled for Tue 12 Jan, 16:14 (Madrid time)");
    expect(page.text).not.toContain(">Looking for a driver</h1>");
    expect((await t.call("GET", `${path(es)}/live`)).json).toMatchObject({
      state: "hire",
      scheduled: true,
      label: "Programado para el mar 12 ene, 16:14 (hora de Madrid)",
    });

    // The search starts shortly before the reserved time, so the driver reaches the pickup on time.
    const searchFrom = t.sandbox.state.journeys.find((j) => j.id === en.booked.json.id)!.search_from;
    expect(searchFrom).toBeLessThan(Date.UTC(2027, 0, 12, 15, 14));
    t.clock.set(searchFrom - 1);
    expect((await t.call("GET", `${path(en)}/live`)).json).toMatchObject({ scheduled: true });
    t.clock.set(searchFrom);
    expect((await t.call("GET", `${path(en)}/live`)).json).toMatchObject({ state: "hire", scheduled: false, label: "Looking for a driver" });
    const later = await t.call("GET", path(en));
    expect(later.text).toContain('<p class="muted" id="reserved">Scheduled for Tue 12 Jan, 16:14 (Madrid time)</p>');
  });
});

describe("estimates", () => {
  it("prices every product in EUR cents by distance and time of day, with the route and the origin hub", async () => {
    const est = async (stops: [number, number][]) =>
      (await t.call("POST", "/api/v4/estimates", { token: tok, body: { requester_id: REQUESTER, start_type: "asap", stops: stopsOf(...stops) } })).json;
    const short = await est([PLACES.sol, PLACES.retiro]);
    const long = await est([PLACES.atocha, PLACES.t4]);
    expect(short.length).toBeGreaterThanOrEqual(3);
    for (const item of short) {
      expect(item.total.currency).toBe("EUR");
      expect(Number.isInteger(item.total.amount)).toBe(true);
      expect(item.eta.formatted).toMatch(/^\d+ min$/);
      expect(item.route.length).toBeGreaterThan(4);
    }
    expect(long[0].total.amount).toBeGreaterThan(short[0].total.amount);
    expect(long[0].distance).toBeGreaterThan(short[0].distance);
    expect(short[0].hub).toBeNull();
    expect(long[0].hub).toMatchObject({ location_id: expect.any(String), meeting_points: expect.any(Array) });
    expect(long[0].supplements[0]).toMatchObject({ kind: "airport" });

    t.clock.set(Date.UTC(2027, 0, 12, 23, 0, 0)); // midnight in Madrid
    tok = await t.token();
    const night = await est([PLACES.sol, PLACES.retiro]);
    expect(night[0].duration).toBeLessThan(short[0].duration);
  });

  it("prices the same route by the time of day it starts, not by its duration alone", async () => {
    type Item = { product: { id: string }; total: { amount: number }; distance: number; duration: number };
    const at = async (start_at: string): Promise<Item[]> =>
      (
        await t.call("POST", "/api/v4/estimates", {
          token: tok,
          body: { requester_id: REQUESTER, start_type: "reserved", start_at, stops: stopsOf(PLACES.sol, PLACES.castellana200) },
        })
      ).json;
    const day = await at("2027-01-13 12:00:00"); // a Wednesday, midday in Madrid
    const night = await at("2027-01-13 23:30:00");
    const rush = await at("2027-01-13 08:30:00");
    expect(night[0]!.distance).toBe(day[0]!.distance);
    // At night the ride is quicker, yet every product costs more: the night rate shows, not the duration.
    expect(night[0]!.duration).toBeLessThan(day[0]!.duration);
    expect(night.map((i) => i.product.id)).toEqual(day.map((i) => i.product.id));
    night.forEach((item, i) => expect(item.total.amount, item.product.id).toBeGreaterThan(day[i]!.total.amount));
    rush.forEach((item, i) => expect(item.total.amount, item.product.id).toBeGreaterThan(day[i]!.total.amount));
  });
});
