import { describe, expect, it } from "vitest";
import type { SandboxOptions } from "@/lib/sandbox";
import { manualClock } from "@/lib/sandbox/clock";
import { serveSandbox } from "@/lib/sandbox/testing";
import { createProviderClient } from "./client";
import type { ProviderError } from "./errors";
import type { NewParcel } from "./logistics";

const EXPRESS = "7d1b2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d";
const CREATE = "/logistics/v1/parcels";

const parcelFor = (n: number | string): NewParcel => ({
  external_id: `booking-${n}`,
  pickup_info: { contact: { name: "Front desk", phone: "+34600111222" }, loc: { lat: 40.4169, lon: -3.7035 } },
  dropoff_info: { contact: { name: "Ana Ruiz", phone: "+34600333444" }, addr: "Paseo de la Castellana 200, Madrid" },
});

/** A client of a sandbox on a loopback port, whose answers a test may rewrite or lose on their way back. */
async function setup(options: SandboxOptions = {}, rewrite?: (path: string, method: string, response: Response) => Promise<Response>) {
  const s = await serveSandbox(options);
  const doFetch: typeof fetch = async (input, init) => {
    const response = await s.fetch(input, init);
    return rewrite ? rewrite(new URL(String(input)).pathname, init?.method ?? "GET", response) : response;
  };
  const client = createProviderClient(
    { baseUrl: s.url, authUrl: s.url, logisticsUrl: `${s.url}/logistics`, ...s.sandbox.credentials },
    { fetch: doFetch, retry: { sleep: async () => {} } },
  );
  const stored = () => Object.values(s.sandbox.state.parcels);
  return { ...s, client, lx: client.logistics, stored };
}

const catchError = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ProviderError,
  );

describe("creating parcels", () => {
  it("creates several parcels in one request", async () => {
    const { lx, sent } = await setup();
    const result = await lx.createParcels([parcelFor(1), parcelFor(2)]);
    expect(result.status).toBe("created");
    expect(result.parcels.map((p) => p.external_id)).toEqual(["booking-1", "booking-2"]);
    expect(result.parcels[0]!.pickup_info?.loc).toEqual({ lat: 40.4169, lon: -3.7035 });
    expect(sent(CREATE)).toHaveLength(1);
  });

  it("takes a 409 as success, with the existing parcels from its body, and says which were not created", async () => {
    const { lx, sent } = await setup();
    const [first] = (await lx.createParcels([parcelFor(1)])).parcels;
    const result = await lx.createParcels([parcelFor(1), parcelFor(2)]);
    expect(result).toEqual({ status: "existing", parcels: [expect.objectContaining({ id: first!.id })], notCreated: [parcelFor(2)] });
    expect(sent(CREATE).map((l) => l.status)).toEqual([200, 409]);
  });

  it("looks the parcels up when a 409 has no body, as the public spec's", async () => {
    const { lx, sent } = await setup({}, async (path, method, response) =>
      path === CREATE && method === "POST" && response.status === 409 ? new Response(null, { status: 409 }) : response,
    );
    const [first] = (await lx.createParcels([parcelFor(1)])).parcels;
    const result = await lx.createParcels([parcelFor(1)]);
    expect(result).toMatchObject({ status: "existing", parcels: [{ id: first!.id, external_id: "booking-1" }], notCreated: [] });
    expect(sent(CREATE).filter((l) => l.method === "GET")).toHaveLength(1);
  });

  it("after a lost answer, finds the parcel by external_id instead of creating it again: exactly one exists", async () => {
    const { lx, sandbox, sent, stored } = await setup();
    sandbox.state.faults.nextAfterEffect.push(503);
    sandbox.state.faults.nextFor = `POST ${CREATE}`;
    const result = await lx.createParcels([parcelFor(1)]);
    expect(result).toMatchObject({ status: "existing", parcels: [{ external_id: "booking-1" }], notCreated: [] });
    expect(stored()).toHaveLength(1);
    expect(sent(CREATE).map((l) => `${l.method} ${l.status}`)).toEqual(["POST 503", "GET 200"]);
  });

  it("after a lost connection, the same: the answer never arrives, the parcel is found", async () => {
    let lose = true;
    const { lx, stored } = await setup({}, async (path, method, response) => {
      if (path === CREATE && method === "POST" && lose) {
        lose = false;
        throw new TypeError("fetch failed: socket hang up");
      }
      return response;
    });
    const result = await lx.createParcels([parcelFor(1), parcelFor(2)]);
    expect(result.status).toBe("existing");
    expect(result.parcels.map((p) => p.external_id).sort()).toEqual(["booking-1", "booking-2"]);
    expect(stored()).toHaveLength(2);
  });

  it("when the failed request never took effect, sends it again once: exactly one exists", async () => {
    const { lx, sandbox, sent, stored } = await setup();
    sandbox.state.faults.next.push(503);
    sandbox.state.faults.nextFor = `POST ${CREATE}`;
    const result = await lx.createParcels([parcelFor(1)]);
    expect(result.status).toBe("created");
    expect(stored()).toHaveLength(1);
    expect(sent(CREATE).map((l) => `${l.method} ${l.status}`)).toEqual(["POST 503", "GET 200", "POST 200"]);
  });

  it("never repeats a creation whose parcels carry no external_id, and reports a 400 with the provider's words", async () => {
    const { lx, sandbox, sent, stored } = await setup();
    sandbox.state.faults.next.push(503);
    sandbox.state.faults.nextFor = `POST ${CREATE}`;
    const { external_id: _, ...anonymous } = parcelFor(1);
    void _;
    expect(await catchError(lx.createParcels([anonymous]))).toMatchObject({ kind: "server_error", status: 503 });
    expect(sent(CREATE)).toHaveLength(1);
    expect(stored()).toHaveLength(0);
    const bad = await catchError(lx.createParcels([{ ...parcelFor(2), dropoff_info: { contact: {} } }]));
    expect(bad).toMatchObject({ kind: "bad_request", status: 422 });
    expect(bad!.providerMessage).toMatch(/dropoff_info must have exactly one of loc, addr and hub_external_id/);
  });
});

describe("reading parcels", () => {
  it("finds a parcel by external_id across pages of the list, and null when there is none", async () => {
    const { lx } = await setup();
    await lx.createParcels(Array.from({ length: 60 }, (_, i) => parcelFor(i)));
    await lx.createParcels(Array.from({ length: 60 }, (_, i) => parcelFor(100 + i)));
    expect(await lx.findParcelByExternalId("booking-3")).toMatchObject({ external_id: "booking-3" });
    expect(await lx.findParcelByExternalId("booking-999")).toBeNull();
    const page = await lx.listParcels({ states: ["ready", "delivered"], page: 0 });
    expect(page).toMatchObject({ page: 0, more_pages: true });
    expect(page.parcels).toHaveLength(50);
    // The status enum's names go out in the filter's spelling, which the provider (and the sandbox) insist on.
    expect((await lx.listParcels({ states: ["readytopickup", "onroutetodelivery"], page: 0 })).parcels).toEqual([]);
  });

  it("reads a parcel, its status and timeline, edits it, and follows a shipment to delivered", async () => {
    const clock = manualClock(Date.now());
    const { lx } = await setup({ clock, tokenTtlSeconds: 24 * 3600 });
    const [p] = (await lx.createParcels([parcelFor(1)])).parcels;
    expect(await lx.parcel(p!.id)).toMatchObject({ id: p!.id, external_id: "booking-1" });
    const edited = await lx.updateParcel(p!.id, { dropoff_info: { instr: "Leave at reception" }, weight: { value: 800, unit: "g" } });
    expect(edited).toMatchObject({ weight: { value: 800 }, dropoff_info: { instr: "Leave at reception", addr: "Paseo de la Castellana 200, Madrid" } });
    const types = await lx.shippingTypes({ lat: 40.4169, lon: -3.7035 });
    expect(types.map((t) => t.modality)).toContain("express");
    const estimate = await lx.estimateParcels({
      shipping_type_id: EXPRESS,
      parcels: [{ pickup_location: { lat: 40.4169, lon: -3.7035 }, dropoff_location: { address: "Paseo de la Castellana 200, Madrid" } }],
    });
    expect(estimate.deliveries[0]!.estimation.price).toMatchObject({ amount: expect.any(Number), currency: "EUR" });
    const shipped = await lx.shipParcels({ parcel_ids: [p!.id], shipping_type_id: EXPRESS });
    expect(shipped.parcels).toEqual([{ id: p!.id, tracking_url: expect.stringContaining(`/logistics/track/${p!.id}`) }]);
    expect((await lx.parcelStatus(p!.id)).state).toBe("ready"); // queued, not dispatched
    clock.advance(30 * 60_000);
    const status = await lx.parcelStatus(p!.id);
    expect(status).toMatchObject({ state: "delivered", shipping_type: { modality: "express" }, driver: { name: expect.any(String) } });
    const timeline = await lx.parcelTimeline(p!.id);
    expect(timeline.timeline.map((e) => e.state)).toEqual([
      "ready",
      "qualifiedforpickup",
      "onroutetopickup",
      "pickingup",
      "intransit",
      "delivering",
      "delivered",
    ]);
  });
});

describe("hubs and proof of delivery", () => {
  it("lists the account's hubs, and creates a parcel picked up at one by its external_id", async () => {
    const { lx } = await setup();
    const hubs = await lx.hubs();
    expect(hubs[0]).toMatchObject({
      external_id: expect.any(String),
      address: expect.any(String),
      location: { lat: expect.any(Number), lon: expect.any(Number) },
    });
    const atHub = { ...parcelFor("hub"), pickup_info: { contact: { name: "Post room" }, hub_external_id: hubs[0]!.external_id } };
    expect((await lx.createParcels([atHub])).status).toBe("created");
    const typed = await catchError(lx.createParcels([{ ...atHub, external_id: "booking-typed", pickup_info: { contact: {}, hub_external_id: "HQ" } }]));
    expect(typed).toMatchObject({ status: 422, providerMessage: expect.stringMatching(/is not one of the account's hubs/) });
  });

  it("configures a proof, reads it back with all four methods, and reports a refused combination", async () => {
    const { lx, sandbox } = await setup();
    const [p] = (await lx.createParcels([parcelFor(1)])).parcels;
    const off = { active: false };
    const set = await lx.configureProof(p!.id, {
      delivered_proofs: { code_proof: off, ic_proof: { active: true }, photo_proof: { active: true }, comment_proof: off },
    });
    expect(set.delivered_proofs).toMatchObject({ code_proof: off, ic_proof: { active: true }, photo_proof: { active: true }, comment_proof: off });
    expect(sandbox.state.requests.at(-1)!.body).toEqual({
      delivered_proofs: { code_proof: off, ic_proof: { active: true }, photo_proof: { active: true }, comment_proof: off },
    });
    expect((await lx.proofConfiguration(p!.id)).delivered_proofs.photo_proof).toEqual({ active: true });
    const both = await catchError(
      lx.configureProof(p!.id, { delivered_proofs: { code_proof: { active: true }, ic_proof: off, photo_proof: { active: true }, comment_proof: off } }),
    );
    expect(both).toMatchObject({ kind: "bad_request", providerMessage: expect.stringMatching(/code_proof cannot be combined/) });
  });
});

describe("asynchronous operations", () => {
  it("repeats a ship after a 429, never after a 5xx (it may have been queued)", async () => {
    const { lx, sandbox, sent } = await setup();
    const [a, b] = (await lx.createParcels([parcelFor(1), parcelFor(2)])).parcels;
    sandbox.state.faults.next.push(429);
    sandbox.state.faults.nextFor = "POST /logistics/v1/parcels/ship";
    await lx.shipParcels({ parcel_ids: [a!.id], shipping_type_id: EXPRESS });
    expect(sent("/logistics/v1/parcels/ship").map((l) => l.status)).toEqual([429, 202]);
    sandbox.state.faults.nextAfterEffect.push(503);
    const e = await catchError(lx.shipParcels({ parcel_ids: [b!.id], shipping_type_id: EXPRESS }));
    expect(e).toMatchObject({ kind: "server_error", attempts: 1 });
    expect(sent("/logistics/v1/parcels/ship").map((l) => l.status)).toEqual([429, 202, 503]);
    expect((await lx.parcelTimeline(b!.id)).timeline).toHaveLength(1); // read back: queued all the same
  });

  it("cancels before pickup and deletes unshipped parcels (202s), and reports the refusals", async () => {
    const { lx } = await setup();
    const [a, b] = (await lx.createParcels([parcelFor(1), parcelFor(2)])).parcels;
    await lx.shipParcels({ parcel_ids: [a!.id], shipping_type_id: EXPRESS });
    await expect(lx.cancelParcels([a!.id])).resolves.toBeUndefined();
    const refused = await catchError(lx.deleteParcels([a!.id, b!.id]));
    expect(refused).toMatchObject({ kind: "conflict", status: 409 });
    expect(refused!.providerMessage).toMatch(/only unshipped parcels/);
    await expect(lx.deleteParcels([b!.id])).resolves.toBeUndefined();
  });
});

describe("webhook subscriptions", () => {
  it("sends headers as the spec's array, lists and deletes subscriptions", async () => {
    const { lx, sandbox } = await setup({ allowLoopbackCallbacks: true });
    const made = await lx.createWebhook({
      hook: "parcel",
      callback_url: "http://127.0.0.1:3000/api/webhooks/logistics",
      headers: { Authorization: "Bearer k", "X-Parcel": "{parcelID}" },
      timeout: 3000,
    });
    expect(made).toMatchObject({
      hook: "parcel",
      headers: [
        { name: "Authorization", value: "Bearer k" },
        { name: "X-Parcel", value: "{parcelID}" },
      ],
      timeout: 3000,
    });
    expect(sandbox.state.requests.at(-1)!.body).toMatchObject({
      headers: [
        { name: "Authorization", value: "Bearer k" },
        { name: "X-Parcel", value: "{parcelID}" },
      ],
    });
    expect((await lx.webhooks()).map((w) => w.hook)).toEqual(["parcel"]);
    const refused = await catchError(lx.createWebhook({ hook: "parcelLocation", callback_url: "http://localhost:3000/x" }));
    expect(refused).toMatchObject({ kind: "bad_request", providerMessage: "callback_url must be an http(s) URL with a public host" });
    await lx.deleteWebhook("parcel");
    expect(await lx.webhooks()).toEqual([]);
  });
});
