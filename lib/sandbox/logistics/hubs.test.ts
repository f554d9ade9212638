import { describe, expect, it } from "vitest";
import { EXPRESS, logisticsSandbox, newParcel } from "./testing";

describe("the account's hubs (GET /v1/hubs)", () => {
  it("lists them as client_hubs, with external_id, address and location, and reads one by external_id", async () => {
    const s = await logisticsSandbox();
    const listed = await s.api("GET", "/v1/hubs");
    expect(listed.status).toBe(200);
    expect(listed.json.client_hubs.length).toBeGreaterThan(0);
    const [hub] = listed.json.client_hubs;
    expect(hub).toEqual({
      hub_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      external_id: expect.any(String),
      address: expect.any(String),
      location: { lat: expect.any(Number), lon: expect.any(Number) },
      instructions: expect.any(String),
      contact: { name: expect.any(String), phone: expect.stringMatching(/^\+/) },
    });
    expect((await s.api("GET", `/v1/hubs/none/${hub.external_id}`)).json).toEqual(hub);
    expect((await s.api("GET", "/v1/hubs/none/nowhere")).status).toBe(404);
  });

  it("takes a parcel picked up at one of them, and refuses a hub_external_id the account does not have (an id typed blind)", async () => {
    const s = await logisticsSandbox();
    const [hub] = (await s.api("GET", "/v1/hubs")).json.client_hubs;
    const at = (hub_external_id: string) => newParcel(1, { pickup_info: { contact: { name: "Post room" }, hub_external_id } });
    const blind = await s.api("POST", "/v1/parcels", { body: { parcels: [at("HQ-1")] } });
    expect(blind.status).toBe(422);
    expect(blind.json.errors[0]).toBe('parcels[0].pickup_info.hub_external_id "HQ-1" is not one of the account\'s hubs (GET /v1/hubs)');
    const [p] = await s.create(at(hub.external_id));
    expect((await s.ship([p!.id], EXPRESS)).status).toBe(202);
    s.clock.advance(5 * 60_000);
    // The courier collects at the hub's own location.
    expect(await s.stateOf(p!.id)).toBe("pickingup");
    expect((await s.api("GET", `/v1/parcels/${p!.id}/status`)).json.tracking.location).toEqual(hub.location);
  });
});
