import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { estimateAndBook, PLACES, REQUESTER, stopsOf, testSandbox, type TestSandbox } from "./testing";

let t: TestSandbox;
let tok: string;
beforeEach(async () => {
  t = testSandbox();
  tok = await t.token();
});

const book = (journey: Record<string, unknown>, stops = stopsOf(PLACES.sol, PLACES.castellana200)) => estimateAndBook(t, tok, { stops, journey });

const expect400 = (r: { status: number; json: { message: string; field: string } }, field: string, message?: RegExp) => {
  expect(r.status).toBe(400);
  expect(r.json.field).toBe(field);
  expect(r.json.message.startsWith(field)).toBe(true);
  if (message) expect(r.json.message).toMatch(message);
};

describe("stops", () => {
  it("takes 2 to 15 stops and refuses 0, 1 and 16 or more, at estimate and at journey", async () => {
    const route = (n: number) => Array.from({ length: n }, (_, i) => ({ loc: [40.41 + i * 0.002, -3.7 + i * 0.001] as [number, number] }));
    const estimate = (n: number) => t.call("POST", "/api/v4/estimates", { token: tok, body: { requester_id: REQUESTER, start_type: "asap", stops: route(n) } });
    // A product from a real estimate, so a refused journey is refused for its stops alone.
    const product_id = (await estimate(2)).json[0].product.id;
    const journey = (n: number) =>
      t.call("POST", "/api/v4/journey", { token: tok, body: { product_id, requester_id: REQUESTER, rider: { id: REQUESTER }, stops: route(n) } });
    const rule = (n: number) => (n < 2 ? /at least 2/ : /at most 15/);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 20 }), async (n) => {
        const est = await estimate(n);
        if (n >= 2 && n <= 15) {
          expect(est.status).toBe(200);
          const { booked } = await estimateAndBook(t, tok, { stops: route(n) });
          expect(booked.status).toBe(200);
        } else {
          expect400(est, "stops", rule(n));
          expect400(await journey(n), "stops", rule(n));
        }
      }),
      { numRuns: 40 },
    );
    for (const n of [0, 1, 16]) {
      expect400(await estimate(n), "stops", rule(n));
      expect400(await journey(n), "stops", rule(n));
    }
    for (const n of [2, 15]) {
      expect((await estimate(n)).status, `${n} stops`).toBe(200);
      expect((await estimateAndBook(t, tok, { stops: route(n) })).booked.status, `${n} stops`).toBe(200);
    }
  });

  it("wants loc to be exactly 2 numbers in range", async () => {
    const cases: [unknown, string][] = [
      [[40.4], "stops[1].loc"],
      [[40.4, -3.7, 0], "stops[1].loc"],
      [["40.4", -3.7], "stops[1].loc[0]"],
      [[91, -3.7], "stops[1].loc"],
      [[40.4, -181], "stops[1].loc"],
      ["40.4,-3.7", "stops[1].loc"],
    ];
    for (const [loc, field] of cases) {
      const r = await t.call("POST", "/api/v4/estimates", {
        token: tok,
        body: { requester_id: REQUESTER, start_type: "asap", stops: [{ loc: PLACES.sol }, { loc }] },
      });
      expect400(r, field);
    }
  });

  it("takes either contact or contacts on a stop, never both", async () => {
    const contact = { name: "Ana", mobile_cc: "34", mobile_num: "600111222" };
    const { booked } = await book({}, [{ loc: PLACES.sol, contact, contacts: [contact] } as never, { loc: PLACES.castellana200 }]);
    expect400(booked, "stops[0]", /either contact or contacts/);
    expect(
      (await book({}, [{ loc: PLACES.sol, contacts: [{ ...contact, stop_action: "pickup" }] } as never, { loc: PLACES.castellana200 }])).booked.status,
    ).toBe(200);
  });

  it("wants location_id with meeting_point, from a real hub, with one of its meeting points", async () => {
    const mp = { id: "mp-atocha-x", loc: PLACES.atocha, name: "Somewhere" };
    const lookup = await t.call("GET", "/api/v4/hub", { token: tok, query: { latitude: String(PLACES.atocha[0]), longitude: String(PLACES.atocha[1]) } });
    const hub = lookup.json.data;
    const real = {
      id: hub.meeting_points[0].uid,
      loc: [hub.meeting_points[0].coordinates.latitude, hub.meeting_points[0].coordinates.longitude],
      name: hub.meeting_points[0].title.en,
    };
    const dest = { loc: PLACES.castellana200 };
    expect400((await book({}, [{ loc: PLACES.atocha, meeting_point: real } as never, dest])).booked, "stops[0].location_id", /required when meeting_point/);
    expect400(
      (await book({}, [{ loc: PLACES.atocha, location_id: "loc-nowhere", meeting_point: real } as never, dest])).booked,
      "stops[0].location_id",
      /not a hub location/,
    );
    expect400((await book({}, [{ loc: PLACES.atocha, location_id: hub.location_id, meeting_point: mp } as never, dest])).booked, "stops[0].meeting_point.id");
    expect((await book({}, [{ loc: PLACES.atocha, location_id: hub.location_id, meeting_point: real } as never, dest])).booked.status).toBe(200);
  });

  it("takes pickups in central Madrid only, but any destination", async () => {
    const est = await t.call("POST", "/api/v4/estimates", {
      token: tok,
      body: { requester_id: REQUESTER, start_type: "asap", stops: stopsOf(PLACES.t4, PLACES.sol) },
    });
    expect400(est, "stops[0].loc", /service area/);
    for (const pickup of [PLACES.atocha, PLACES.chamartin]) {
      expect((await estimateAndBook(t, tok, { stops: stopsOf(pickup, PLACES.t4) })).booked.status).toBe(200);
    }
  });
});

describe("the estimate behind a journey", () => {
  it("must be at most 5 minutes old", async () => {
    const body = { requester_id: REQUESTER, start_type: "asap", stops: stopsOf(PLACES.sol, PLACES.retiro) };
    const journeyFor = (product_id: string) => ({ product_id, requester_id: REQUESTER, rider: { id: REQUESTER }, stops: stopsOf(PLACES.sol, PLACES.retiro) });
    const est = await t.call("POST", "/api/v4/estimates", { token: tok, body });
    t.clock.advance(5 * 60_000);
    expect((await t.call("POST", "/api/v4/journey", { token: tok, body: journeyFor(est.json[0].product.id) })).status).toBe(200);
    const est2 = await t.call("POST", "/api/v4/estimates", { token: tok, body });
    t.clock.advance(5 * 60_000 + 1000);
    expect400(await t.call("POST", "/api/v4/journey", { token: tok, body: journeyFor(est2.json[0].product.id) }), "product_id", /expire after 5 minutes/);
  });

  it("must have offered the product", async () => {
    await t.call("POST", "/api/v4/estimates", { token: tok, body: { requester_id: REQUESTER, start_type: "asap", stops: stopsOf(PLACES.sol, PLACES.retiro) } });
    const r = await t.call("POST", "/api/v4/journey", {
      token: tok,
      body: { product_id: "0123456789abcdef0123456789abcdef", requester_id: REQUESTER, rider: { id: REQUESTER }, stops: stopsOf(PLACES.sol, PLACES.retiro) },
    });
    expect400(r, "product_id", /does not come from an estimate/);
  });

  it("must have the identical start_at", async () => {
    const start_at = t.localIn(60 * 60_000);
    const est = await t.call("POST", "/api/v4/estimates", {
      token: tok,
      body: { requester_id: REQUESTER, start_type: "reserved", start_at, stops: stopsOf(PLACES.sol, PLACES.retiro) },
    });
    const journey = { product_id: est.json[0].product.id, requester_id: REQUESTER, rider: { id: REQUESTER }, stops: stopsOf(PLACES.sol, PLACES.retiro) };
    expect400(await t.call("POST", "/api/v4/journey", { token: tok, body: { ...journey, start_at: t.localIn(61 * 60_000) } }), "start_at", /identical/);
    expect400(await t.call("POST", "/api/v4/journey", { token: tok, body: { ...journey, start_at: null } }), "start_at", /identical/);
    expect((await t.call("POST", "/api/v4/journey", { token: tok, body: { ...journey, start_at } })).status).toBe(200);
  });

  it("must be for the same stops", async () => {
    const est = await t.call("POST", "/api/v4/estimates", {
      token: tok,
      body: { requester_id: REQUESTER, start_type: "asap", stops: stopsOf(PLACES.sol, PLACES.retiro) },
    });
    const r = await t.call("POST", "/api/v4/journey", {
      token: tok,
      body: { product_id: est.json[0].product.id, requester_id: REQUESTER, rider: { id: REQUESTER }, stops: stopsOf(PLACES.sol, PLACES.chamartin) },
    });
    expect400(r, "stops", /estimate again/);
  });
});

describe("people", () => {
  it("wants requester_id to be 32 lower-case hex and an active company user", async () => {
    expect400((await book({ requester_id: "3C9E1F0A7B2D4E6F8A1B2C3D4E5F6A7B" })).booked, "requester_id", /32 lower-case hexadecimal/);
    expect400((await book({ requester_id: "3c9e1f0a-7b2d-4e6f-8a1b-2c3d4e5f6a7b" })).booked, "requester_id");
    expect400((await book({ requester_id: "ffffffffffffffffffffffffffffffff" })).booked, "requester_id", /not a user/);
    expect400((await book({ requester_id: "c0ffee00c0ffee00c0ffee00c0ffee00" })).booked, "requester_id", /disabled user/);
  });

  it("wants a guest rider's name and mobile", async () => {
    expect400((await book({ rider: { name: "Ana Ruiz" } })).booked, "rider.mobile", /required/);
    expect400((await book({ rider: { mobile: { mobile_cc: "34", mobile_num: "600111222" } } })).booked, "rider.name", /required/);
    expect400((await book({ rider: { name: "Ana", mobile: { mobile_cc: "34", mobile_num: "600-111" } } })).booked, "rider.mobile.mobile_num", /digits only/);
    expect((await book({ rider: { id: "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6" } })).booked.status).toBe(200);
  });

  it("checks preferred_driver_id's pattern and that the company has its own fleet", async () => {
    expect400((await book({ preferred_driver_id: "d1a2b3c4-d5e6-f708-192a-3b4c5d6e7f80" })).booked, "preferred_driver_id", /32 lower-case hexadecimal/);
    expect400((await book({ preferred_driver_id: "d1a2b3c4d5e6f708192a3b4c5d6e7f80" })).booked, "preferred_driver_id", /own fleet/);
    t.sandbox.state.company.own_fleet = true;
    expect((await book({ preferred_driver_id: "d1a2b3c4d5e6f708192a3b4c5d6e7f80" })).booked.status).toBe(200);
  });
});

describe("company policy", () => {
  it("wants label_slug to be a known, active label and never an empty string", async () => {
    expect400((await book({ label_slug: "" })).booked, "label_slug", /empty string/);
    expect400((await book({ label_slug: "no-such-label" })).booked, "label_slug", /not a label/);
    expect400((await book({ label_slug: "legacy-project" })).booked, "label_slug", /inactive/);
    expect((await book({ label_slug: "sales-emea" })).booked.status).toBe(200);
    expect((await book({ label_slug: null })).booked.status).toBe(200);
  });

  it("refuses labels when the company has none, and wants one when the company requires it", async () => {
    t.sandbox.state.company.label_required = true;
    expect400((await book({})).booked, "label_slug", /required/);
    t.sandbox.state.company.labels_enabled = false;
    expect400((await book({ label_slug: "sales-emea" })).booked, "label_slug", /not enabled/);
    expect((await book({})).booked.status).toBe(200);
  });

  it("wants a reason when the company makes it mandatory", async () => {
    expect((await book({})).booked.status).toBe(200);
    t.sandbox.state.company.reason_required = true;
    expect400((await book({})).booked, "reason", /required/);
    expect400((await book({ reason: "   " })).booked, "reason", /required/);
    expect((await book({ reason: "Client visit" })).booked.status).toBe(200);
  });
});

describe("malformed requests get a 400, never a 500", () => {
  it.each([
    ["not JSON", "{stops:", "body", /not valid JSON/],
    ["an empty body", "", "body", /required/],
    ["a JSON array", "[]", "body", /an object/],
    ["stops as a string", JSON.stringify({ product_id: "x", requester_id: REQUESTER, rider: { id: REQUESTER }, stops: "sol" }), "stops", /an array/],
    [
      "an unknown field",
      JSON.stringify({ product_id: "x", requester_id: REQUESTER, rider: { id: REQUESTER }, stops: stopsOf(PLACES.sol, PLACES.retiro), requesterId: REQUESTER }),
      "requesterId",
      /not a field/,
    ],
    ["a missing rider", JSON.stringify({ product_id: "x", requester_id: REQUESTER, stops: stopsOf(PLACES.sol, PLACES.retiro) }), "rider", /required/],
    [
      "a numeric message",
      JSON.stringify({ product_id: "x", requester_id: REQUESTER, rider: { id: REQUESTER }, stops: stopsOf(PLACES.sol, PLACES.retiro), message: 5 }),
      "message",
      /a string/,
    ],
  ])("journey with %s", async (_what, raw, field, message) => {
    expect400(await t.call("POST", "/api/v4/journey", { token: tok, raw }), field, message);
  });
});
