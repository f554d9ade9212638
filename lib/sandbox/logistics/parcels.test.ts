import { describe, expect, it } from "vitest";
import { logisticsSandbox, newParcel } from "./testing";

describe("creating parcels", () => {
  it("records several parcels in one request, each with an id and no state, and nobody dispatched", async () => {
    const s = await logisticsSandbox();
    const answer = await s.api("POST", "/v1/parcels", { body: { parcels: [newParcel(1), newParcel(2, { weight: { value: 1200, unit: "g" } })] } });
    expect(answer.status).toBe(200);
    expect(answer.json.parcels).toHaveLength(2);
    const [a, b] = answer.json.parcels;
    expect(a).toMatchObject({ external_id: "order-1", pickup_info: { loc: { lat: 40.4169, lon: -3.7035 } }, created_at: "2027-01-12T09:00:00.000Z" });
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toHaveProperty("state");
    expect(b.weight).toEqual({ value: 1200, unit: "g" });
    expect(await s.stateOf(a.id)).toBe("ready");
    s.clock.advance(30 * 60_000);
    expect(await s.stateOf(a.id)).toBe("ready");
  });

  it("answers a duplicate external_id with 409 carrying the existing parcels, and creates none of the request", async () => {
    const s = await logisticsSandbox();
    const [first] = await s.create(newParcel(1));
    const again = await s.api("POST", "/v1/parcels", { body: { parcels: [newParcel(9), newParcel(1)] } });
    expect(again.status).toBe(409);
    expect(again.json.errors).toEqual(["external_id order-1 already exists"]);
    expect(again.json.parcels).toEqual([expect.objectContaining({ id: first!.id, external_id: "order-1" })]);
    const listed = await s.api("GET", "/v1/parcels", { query: { states: "ready", page: "0" } });
    expect(listed.json.parcels.map((p: { external_id: string }) => p.external_id)).toEqual(["order-1"]);
  });

  it("refuses the same external_id twice in one request", async () => {
    const s = await logisticsSandbox();
    const answer = await s.api("POST", "/v1/parcels", { body: { parcels: [newParcel(1), newParcel(1)] } });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ errors: ["external_id order-1 appears more than once in the request"] });
  });

  it("answers bad requests in the logistics shape, naming the field", async () => {
    const s = await logisticsSandbox();
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /^parcels is required/],
      [{ parcels: [] }, 400, /^parcels must have at least 1 parcel/],
      [{ parcels: [{ ...newParcel(1), pickup_info: undefined }] }, 400, /^parcels\[0\]\.pickup_info is required/],
      [{ parcels: [newParcel(1, { colour: "red" })] }, 400, /^parcels\[0\]\.colour is not a field/],
      [{ parcels: [newParcel(1, { weight: { value: -1 } })] }, 400, /^parcels\[0\]\.weight\.value must not be negative/],
      [
        { parcels: [newParcel(1, { dropoff_info: { contact: { phone: "600 11 22" }, addr: "Sol" } })] },
        400,
        /dropoff_info\.contact\.phone must be a phone number/,
      ],
      [
        { parcels: [newParcel(1, { dropoff_info: { contact: {}, addr: "Sol", loc: { lat: 40.4, lon: -3.7 } } })] },
        422,
        /^parcels\[0\]\.dropoff_info must have exactly one of loc, addr and hub_external_id/,
      ],
      [
        { parcels: [newParcel(1, { delivery_from: "2027-01-12T12:00:00Z", delivery_to: "2027-01-12T10:00:00Z" })] },
        422,
        /delivery_to must be after delivery_from/,
      ],
      [
        { parcels: [newParcel(1, { pickup_info: { contact: {}, addr: "Sol", code: "1234" } }), newParcel(2)] },
        422,
        /code is only for single-parcel deliveries/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await s.api("POST", "/v1/parcels", { body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.errors[0]).toMatch(message);
    }
  });

  it("needs a valid token, like the ride API", async () => {
    const s = await logisticsSandbox();
    const answer = await s.call("POST", "/logistics/v1/parcels", { body: { parcels: [newParcel(1)] } });
    expect(answer.status).toBe(401);
    expect(answer.json.errors[0]).toMatch(/Unauthorized/);
  });
});

describe("reading parcels", () => {
  it("lists by state, newest first, in 0-based pages of 50, taking either spelling of a state", async () => {
    const s = await logisticsSandbox();
    for (let i = 0; i < 3; i++) await s.create(...Array.from({ length: 20 }, (_, j) => newParcel(i * 20 + j)));
    const page0 = await s.api("GET", "/v1/parcels", { query: { states: "ready", page: "0" } });
    expect(page0.json).toMatchObject({ page: 0, page_size: 50, more_pages: true });
    expect(page0.json.parcels).toHaveLength(50);
    expect(page0.json.parcels[0].external_id).toBe("order-59");
    const page1 = await s.api("GET", "/v1/parcels", { query: { states: "ready", page: "1" } });
    expect(page1.json).toMatchObject({ page: 1, more_pages: false });
    expect(page1.json.parcels.at(-1).external_id).toBe("order-0");
    const none = await s.api("GET", "/v1/parcels?states=delivered&states=ready_to_pickup&page=0");
    expect(none.status).toBe(200);
    expect(none.json.parcels).toEqual([]);
  });

  it("refuses a list without states or page, or with an unknown state", async () => {
    const s = await logisticsSandbox();
    expect((await s.api("GET", "/v1/parcels", { query: { page: "0" } })).json.errors[0]).toMatch(/^states is required/);
    expect((await s.api("GET", "/v1/parcels", { query: { states: "ready" } })).json.errors[0]).toMatch(/^page is required/);
    expect((await s.api("GET", "/v1/parcels", { query: { states: "ready", page: "-1" } })).status).toBe(400);
    expect((await s.api("GET", "/v1/parcels", { query: { states: "lost", page: "0" } })).json.errors[0]).toBe('states: "lost" is not a parcel state');
  });

  it("takes the filter's own spellings only: underscores where its enum has them, one state per parameter", async () => {
    const s = await logisticsSandbox();
    for (const wrong of ["readytopickup", "onroutetofinalhub", "READY", "ready,delivered", "ready_to_pick_up"]) {
      const r = await s.api("GET", "/v1/parcels", { query: { states: wrong, page: "0" } });
      expect(r.status, wrong).toBe(400);
      expect(r.json.errors[0]).toBe(`states: "${wrong}" is not a parcel state`);
    }
    const right = await s.api(
      "GET",
      "/v1/parcels?states=ready_to_pickup&states=on_route_to_final_hub&states=received_on_final_hub&states=ready_to_dispatch&states=on_route_to_delivery&states=ready&page=0",
    );
    expect(right.status).toBe(200);
  });

  it("answers one parcel, its status and its timeline; 404 for a stranger's or unknown id", async () => {
    const s = await logisticsSandbox();
    const [p] = await s.create(newParcel(1));
    expect((await s.api("GET", `/v1/parcels/${p!.id}`)).json).toMatchObject({ id: p!.id, external_id: "order-1" });
    expect((await s.api("GET", `/v1/parcels/${p!.id}/status`)).json).toMatchObject({
      id: p!.id,
      external_id: "order-1",
      state: "ready",
      tracking: null,
      driver: null,
    });
    expect((await s.api("GET", `/v1/parcels/${p!.id}/timeline`)).json).toEqual({
      id: p!.id,
      external_id: "order-1",
      timeline: [{ state: "ready", state_updated_at: "2027-01-12T09:00:00.000Z" }],
    });
    const missing = await s.api("GET", "/v1/parcels/7b0c0c56-0000-4000-8000-000000000000/status");
    expect(missing.status).toBe(404);
    expect(missing.json.errors).toHaveLength(1);
  });
});

describe("editing a parcel (PUT)", () => {
  it("changes any field while the parcel is ready, and keeps the rest", async () => {
    const s = await logisticsSandbox();
    const [p] = await s.create(newParcel(1));
    s.clock.advance(60_000);
    const answer = await s.api("PUT", `/v1/parcels/${p!.id}`, {
      body: { dropoff_info: { loc: { lat: 40.45, lon: -3.69 } }, weight: { value: 500, unit: "g" } },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.dropoff_info).toEqual({ contact: { name: "Ana Ruiz", phone: "+34600333444" }, loc: { lat: 40.45, lon: -3.69 } });
    expect(answer.json.weight).toEqual({ value: 500, unit: "g" });
    expect(answer.json.updated_at).toBe("2027-01-12T09:01:00.000Z");
  });

  it("once shipped, takes only the pickup and drop-off instructions", async () => {
    const s = await logisticsSandbox();
    const [p] = await s.create(newParcel(1));
    expect((await s.ship([p!.id])).status).toBe(202);
    const refused = await s.api("PUT", `/v1/parcels/${p!.id}`, { body: { weight: { value: 1 } } });
    expect(refused.status).toBe(409);
    expect(refused.json.errors[0]).toMatch(/a shipment of it was requested: only pickup_info\.instr and dropoff_info\.instr can change/);
    await s.run(60_000, 5000);
    expect(await s.stateOf(p!.id)).toBe("onroutetopickup");
    const moving = await s.api("PUT", `/v1/parcels/${p!.id}`, { body: { dropoff_info: { addr: "Elsewhere 1" } } });
    expect(moving.json.errors[0]).toMatch(/because it is onroutetopickup/);
    const instr = await s.api("PUT", `/v1/parcels/${p!.id}`, {
      body: { pickup_info: { instr: "Ask at reception" }, dropoff_info: { instr: "Leave with the concierge" } },
    });
    expect(instr.status).toBe(200);
    expect(instr.json.pickup_info.instr).toBe("Ask at reception");
    expect(instr.json.dropoff_info).toMatchObject({ addr: "Paseo de la Castellana 200, Madrid", instr: "Leave with the concierge" });
  });

  it("keeps external_id unique per account", async () => {
    const s = await logisticsSandbox();
    const [a] = await s.create(newParcel(1), newParcel(2));
    const clash = await s.api("PUT", `/v1/parcels/${a!.id}`, { body: { external_id: "order-2" } });
    expect(clash.status).toBe(409);
    expect((await s.api("PUT", `/v1/parcels/${a!.id}`, { body: { external_id: "order-1b" } })).status).toBe(200);
    const reuse = await s.api("POST", "/v1/parcels", { body: { parcels: [newParcel(1)] } });
    expect(reuse.status).toBe(200); // order-1 is free again
  });
});
