import { describe, expect, it } from "vitest";
import { EXPRESS, SAME_DAY, logisticsSandbox, newParcel } from "./testing";

const DELIVERED_PATH = ["ready", "qualifiedforpickup", "onroutetopickup", "pickingup", "intransit", "delivering", "delivered"];
const timelineOf = async (s: Awaited<ReturnType<typeof logisticsSandbox>>, id: string): Promise<string[]> =>
  (await s.api("GET", `/v1/parcels/${id}/timeline`)).json.timeline.map((e: { state: string }) => e.state);

describe("shipping", () => {
  it("answers 202 with ids and tracking URLs, dispatches nobody yet, then moves through every state to delivered", async () => {
    const s = await logisticsSandbox();
    const [p] = await s.create(newParcel(1));
    const shipped = await s.ship([p!.id]);
    expect(shipped.status).toBe(202);
    expect(shipped.json).toEqual({ shipping_type_id: EXPRESS, parcels: [{ id: p!.id, tracking_url: `http://sandbox.test/logistics/track/${p!.id}` }] });
    expect(await s.stateOf(p!.id)).toBe("ready");
    const seen = new Set<string>();
    for (let i = 0; i < 60 * 30; i += 5) {
      s.clock.advance(5000);
      seen.add(await s.stateOf(p!.id));
    }
    expect(await s.stateOf(p!.id)).toBe("delivered");
    expect([...seen]).toEqual(DELIVERED_PATH.slice(1));
    expect(await timelineOf(s, p!.id)).toEqual(DELIVERED_PATH);
    const tracking = await s.call("GET", `/logistics/track/${p!.id}`);
    expect(tracking.text).toContain("Delivered");
  });

  it("shows the driver, the vehicle and a moving position once a driver is on the way", async () => {
    const s = await logisticsSandbox();
    const [p] = await s.create(newParcel(1));
    await s.ship([p!.id]);
    s.clock.advance(40_000);
    const first = (await s.api("GET", `/v1/parcels/${p!.id}/status`)).json;
    expect(first).toMatchObject({
      state: "onroutetopickup",
      driver: { name: expect.any(String), phone: expect.stringMatching(/^\+34/) },
      asset: { asset_kind: "car" },
      shipping_type: { id: EXPRESS, modality: "express" },
    });
    s.clock.advance(60_000);
    const later = (await s.api("GET", `/v1/parcels/${p!.id}/status`)).json;
    expect(later.tracking.location).not.toEqual(first.tracking.location);
    expect(later.tracking.tracking_url).toBe(`http://sandbox.test/logistics/track/${p!.id}`);
  });

  it("runs faster with the clock speed", async () => {
    const s = await logisticsSandbox({ clockSpeed: 60 });
    const [p] = await s.create(newParcel(1));
    await s.ship([p!.id]);
    s.clock.advance(30_000);
    expect(await s.stateOf(p!.id)).toBe("delivered");
  });

  it("refuses an unknown shipping type, a pickup time for other than express, and a parcel already shipped", async () => {
    const s = await logisticsSandbox();
    const [p] = await s.create(newParcel(1));
    expect((await s.ship([p!.id], "nope")).status).toBe(404);
    const timed = await s.api("POST", "/v1/parcels/ship", { body: { parcel_ids: [p!.id], shipping_type_id: SAME_DAY, pickup_time: "2027-01-12T12:00:00Z" } });
    expect(timed.json).toEqual({ errors: ["pickup_time applies only to the express modality"] });
    expect((await s.ship([p!.id])).status).toBe(202);
    const again = await s.ship([p!.id]);
    expect(again.status).toBe(409);
    expect(again.json.errors[0]).toMatch(/already shipped/);
    expect((await s.ship(["7b0c0c56-0000-4000-8000-000000000000"])).status).toBe(404);
  });

  it("holds an express driver back for its pickup time", async () => {
    const s = await logisticsSandbox({ tokenTtlSeconds: 24 * 3600 });
    const [p] = await s.create(newParcel(1));
    await s.api("POST", "/v1/parcels/ship", { body: { parcel_ids: [p!.id], shipping_type_id: EXPRESS, pickup_time: "2027-01-12T11:00:00Z" } });
    s.clock.advance(60 * 60_000);
    expect(await s.stateOf(p!.id)).toBe("qualifiedforpickup");
    s.clock.set(Date.parse("2027-01-12T11:00:30Z"));
    expect(await s.stateOf(p!.id)).toBe("pickingup");
  });

  it("fails pickups and returns parcels by the configured shares, or as forced for one parcel", async () => {
    const s = await logisticsSandbox({ logistics: { failureShare: 1 } });
    const [a, b, c] = await s.create(newParcel(1), newParcel(2), newParcel(3));
    const forced = await s.control("PUT", `/parcels/${b!.id}/outcome`, { outcome: "returned" });
    expect(forced.status).toBe(200);
    await s.control("PUT", `/parcels/${c!.id}/outcome`, { outcome: "delivered" });
    await s.ship([a!.id, b!.id, c!.id]);
    s.clock.advance(3 * 3600_000);
    const token = await s.token();
    const timeline = async (id: string) =>
      (await s.call("GET", `/logistics/v1/parcels/${id}/timeline`, { token })).json.timeline.map((e: { state: string }) => e.state);
    expect(await timeline(a!.id)).toEqual(["ready", "qualifiedforpickup", "onroutetopickup", "pickingup", "pickupfailed"]);
    expect(await timeline(b!.id)).toEqual([...DELIVERED_PATH.slice(0, 6), "returning", "returned"]);
    expect(await timeline(c!.id)).toEqual(DELIVERED_PATH);
  });

  it("replans a shipment under way when its outcome is forced before it is decided, and refuses once it is", async () => {
    const s = await logisticsSandbox();
    const [p] = await s.create(newParcel(1));
    await s.ship([p!.id]);
    s.clock.advance(60_000);
    expect((await s.control("PUT", `/parcels/${p!.id}/outcome`, { outcome: "pickupfailed" })).status).toBe(200);
    s.clock.advance(10 * 60_000);
    expect(await s.stateOf(p!.id)).toBe("pickupfailed");
    const late = await s.control("PUT", `/parcels/${p!.id}/outcome`, { outcome: "delivered" });
    expect(late.status).toBe(200); // applies to the next shipment: this one has ended
    expect((await s.ship([p!.id])).status).toBe(202); // a failed pickup can be shipped again
    s.clock.advance(7 * 60_000);
    expect(await s.stateOf(p!.id)).toBe("intransit");
    expect((await s.control("PUT", `/parcels/${p!.id}/outcome`, { outcome: "pickupfailed" })).status).toBe(409);
  });
});

describe("cancelling", () => {
  it("is accepted before pickup and takes effect a few seconds later", async () => {
    const s = await logisticsSandbox();
    const [p] = await s.create(newParcel(1));
    await s.ship([p!.id]);
    s.clock.advance(60_000);
    const answer = await s.api("POST", "/v1/parcels/deliver/cancel", { body: { parcel_ids: [p!.id] } });
    expect(answer.status).toBe(202);
    expect(await s.stateOf(p!.id)).toBe("onroutetopickup");
    s.clock.advance(3000);
    expect(await s.stateOf(p!.id)).toBe("requestercancel");
    s.clock.advance(3600_000 - 64_000);
    expect(await timelineOf(s, p!.id)).toEqual(["ready", "qualifiedforpickup", "onroutetopickup", "requestercancel"]);
  });

  it("cancels a shipment still queued", async () => {
    const s = await logisticsSandbox();
    const [p] = await s.create(newParcel(1));
    await s.ship([p!.id]);
    expect((await s.api("POST", "/v1/parcels/deliver/cancel", { body: { parcel_ids: [p!.id] } })).status).toBe(202);
    s.clock.advance(30 * 60_000);
    expect(await timelineOf(s, p!.id)).toEqual(["ready", "requestercancel"]);
  });

  it("is refused after pickup, for a parcel never shipped, and for all when one is refused", async () => {
    const s = await logisticsSandbox();
    const [a, b, c] = await s.create(newParcel(1), newParcel(2), newParcel(3));
    await s.ship([a!.id, b!.id]);
    s.clock.advance(7 * 60_000);
    expect(await s.stateOf(a!.id)).toBe("intransit");
    const picked = await s.api("POST", "/v1/parcels/deliver/cancel", { body: { parcel_ids: [a!.id] } });
    expect(picked.status).toBe(409);
    expect(picked.json.errors[0]).toMatch(/was already picked up \(intransit\)/);
    const unshipped = await s.api("POST", "/v1/parcels/deliver/cancel", { body: { parcel_ids: [c!.id] } });
    expect(unshipped.json.errors[0]).toMatch(/has not been shipped/);
    await s.api("POST", "/v1/parcels/deliver/cancel", { body: { parcel_ids: [b!.id, c!.id] } });
    s.clock.advance(10_000);
    expect(await s.stateOf(b!.id)).not.toBe("requestercancel");
  });

  it("comes too late when the driver picks the parcel up before it is carried out", async () => {
    const s = await logisticsSandbox();
    const [p] = await s.create(newParcel(1));
    await s.ship([p!.id]);
    s.clock.advance(5_000 + 30_000 + 240_000 + 58_500); // 1.5 s before pickup
    expect((await s.api("POST", "/v1/parcels/deliver/cancel", { body: { parcel_ids: [p!.id] } })).status).toBe(202);
    s.clock.advance(40 * 60_000);
    expect(await s.stateOf(p!.id)).toBe("delivered");
  });
});

describe("deleting", () => {
  it("deletes unshipped parcels a few seconds after the 202", async () => {
    const s = await logisticsSandbox();
    const [a, b] = await s.create(newParcel(1), newParcel(2));
    const answer = await s.api("POST", "/v1/parcels/delete", { body: { parcel_ids: [a!.id, b!.id] } });
    expect(answer.status).toBe(202);
    expect((await s.api("GET", `/v1/parcels/${a!.id}`)).status).toBe(200);
    s.clock.advance(3000);
    expect((await s.api("GET", `/v1/parcels/${a!.id}`)).status).toBe(404);
    expect((await s.api("GET", "/v1/parcels", { query: { states: "ready", page: "0" } })).json.parcels).toEqual([]);
  });

  it("is all or nothing: one shipped or unknown parcel refuses the request", async () => {
    const s = await logisticsSandbox();
    const [a, b] = await s.create(newParcel(1), newParcel(2));
    await s.ship([b!.id]);
    const shipped = await s.api("POST", "/v1/parcels/delete", { body: { parcel_ids: [a!.id, b!.id] } });
    expect(shipped.status).toBe(409);
    expect(shipped.json.errors[0]).toMatch(/was shipped and cannot be deleted/);
    const unknown = await s.api("POST", "/v1/parcels/delete", { body: { parcel_ids: [a!.id, "7b0c0c56-0000-4000-8000-000000000000"] } });
    expect(unknown.status).toBe(404);
    s.clock.advance(60_000);
    expect((await s.api("GET", `/v1/parcels/${a!.id}`)).status).toBe(200);
    expect((await s.ship([a!.id])).status).toBe(202);
  });
});

describe("estimates and shipping types", () => {
  it("lists the shipping types where the fleet goes, and none far away", async () => {
    const s = await logisticsSandbox();
    const types = await s.api("GET", "/v1/shipping_types/available", { query: { location: "40.4169,-3.7035" } });
    expect(types.json.map((t: { modality: string }) => t.modality)).toEqual(["express", "same_day", "next_day"]);
    expect((await s.api("GET", "/v1/shipping_types/available", { query: { location: "41.3874,2.1686" } })).status).toBe(404);
    expect((await s.api("GET", "/v1/shipping_types/available", { query: { location: "north" } })).status).toBe(400);
  });

  it("requires location, as the provider does: the request the parcel page made for a pickup by address is refused", async () => {
    const s = await logisticsSandbox();
    for (const query of [{}, { location: "" }, { lat: "40.4169", lon: "-3.7035" }] as Record<string, string>[]) {
      const r = await s.api("GET", "/v1/shipping_types/available", { query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.json).toEqual({ errors: ["location is required: the pickup point as lat,lng, as location=40.4168,-3.7038"] });
    }
    expect((await s.api("GET", "/v1/shipping_types/available", { query: { location: "40.4169,-3.7035,12" } })).status).toBe(400);
  });

  it("prices each parcel with timings and says how long the estimate holds", async () => {
    const s = await logisticsSandbox();
    const body = {
      shipping_type_id: EXPRESS,
      parcels: [
        { pickup_location: { lat: 40.4169, lon: -3.7035 }, dropoff_location: { lat: 40.4626, lon: -3.689 } },
        { pickup_location: { lat: 40.4169, lon: -3.7035 }, dropoff_location: { address: "Calle de Alcalá 1, Madrid" }, weight: { value: 30_000, unit: "g" } },
      ],
    };
    const answer = await s.api("POST", "/v3/parcels/estimate", { body });
    expect(answer.status).toBe(200);
    const [near, heavy] = answer.json.deliveries;
    expect(near.estimation).toMatchObject({ price: { amount: expect.any(Number), currency: "EUR" }, asset_kind: "car" });
    expect(Date.parse(near.estimation.eta_to_delivery)).toBeGreaterThan(Date.parse(near.estimation.eta_to_pickup));
    expect(heavy.estimation.asset_kind).toBe("van");
    expect(answer.json.valid_until).toBe("2027-01-12T09:10:00.000Z");
    expect((await s.api("POST", "/v3/parcels/estimate", { body: { ...body, shipping_type_id: "x" } })).status).toBe(404);
    const far = await s.api("POST", "/v3/parcels/estimate", {
      body: { shipping_type_id: EXPRESS, parcels: [{ pickup_location: { lat: 41.38, lon: 2.17 }, dropoff_location: { lat: 40.4, lon: -3.7 } }] },
    });
    expect(far.json.errors[0]).toMatch(/pickup_location is outside the area served/);
  });
});
