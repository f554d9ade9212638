import { describe, expect, it } from "vitest";
import { ActionError } from "@/lib/action-result";
import { inEnglish } from "@/lib/i18n/in-english";
import { parcels } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { CLIENT_HUBS } from "@/lib/sandbox/seed/client-hubs";
import type { ParcelDraft } from "./draft";
import { createParcelBatch, estimateParcel, shippingTypesForParcel } from "./operations";
import { parcelById } from "./queries";
import { EXPRESS, draft, parcelPeople, parcelSandbox } from "./testing";

const TYPES = "/logistics/v1/shipping_types/available";
const CASTELLANA_200 = { lat: 40.4626, lon: -3.689 };

const pickupAt = (n: string, pickup: Partial<ParcelDraft["pickup"]>): ParcelDraft => {
  const d = draft(n);
  const { addr: _a, loc: _l, hubExternalId: _h, ...rest } = d.pickup;
  return { ...d, pickup: { ...rest, ...pickup } as ParcelDraft["pickup"] };
};
const byAddress = (n: string, addr: string) => pickupAt(n, { kind: "address", label: addr, addr });
const atHub = (n: string, hubExternalId: string) => pickupAt(n, { kind: "hub", label: hubExternalId, hubExternalId });

/** A refusal as an English reader reads it. */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) =>
      e instanceof ActionError
        ? { code: e.code, message: inEnglish(e.message), fields: e.fields && Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, inEnglish(v)])) }
        : Promise.reject(e),
  );

describe.each(TEST_ENGINES)("where a parcel is picked up, on %s", (engine) => {
  const h = useFreshDatabase(engine);

  async function desk() {
    const s = await parcelSandbox();
    return { s, deps: s.deps(h.db, (await parcelPeople(h.db)).agent) };
  }

  it("geocodes a pickup address when the parcel is made, and asks for the shipping types at it; the provider still gets the address", async () => {
    const { s, deps } = await desk();
    const [p] = (await createParcelBatch(deps, { drafts: [byAddress("address", "Paseo de la Castellana 200, Madrid")] })).parcels;
    expect(p!.pickup).toMatchObject({ kind: "address", addr: "Paseo de la Castellana 200, Madrid", loc: CASTELLANA_200, locFrom: "address" });
    expect(s.stored()[0]!.fields.pickup_info).toEqual({
      contact: { name: "Front desk", phone: "+34600111222" },
      addr: "Paseo de la Castellana 200, Madrid",
      instr: null,
    });
    const types = await shippingTypesForParcel(deps, p!.id);
    expect(types.map((t) => t.modality)).toContain("express");
    expect(s.sent(TYPES).map((l) => l.status)).toEqual([200]);
  });

  it("geocodes an older parcel's pickup when its shipping types are first asked for, and keeps the coordinates", async () => {
    const { s, deps } = await desk();
    // Made while the geocoder could not answer, as every parcel before pickups were geocoded.
    const [p] = (await createParcelBatch({ ...deps, geocode: async () => null }, { drafts: [byAddress("older", "Calle de Serrano 41, Madrid")] })).parcels;
    expect(p!.pickup.loc).toBeUndefined();
    expect(await shippingTypesForParcel(deps, p!.id)).not.toHaveLength(0);
    expect((await parcelById(h.db, p!.id))!.pickup).toMatchObject({ loc: { lat: 40.4276, lon: -3.6873 }, locFrom: "address" });
    expect(s.sent(TYPES)).toHaveLength(1);
  });

  it("says in words when an address cannot be found on the map, and does not ask the provider without a location", async () => {
    const { s, deps } = await desk();
    const [p] = (await createParcelBatch(deps, { drafts: [byAddress("lost", "Calle Inventada 999, Villanada")] })).parcels;
    expect(p!.status).toBe("created");
    expect(await failure(shippingTypesForParcel(deps, p!.id))).toMatchObject({
      code: "invalid",
      message: expect.stringMatching(
        /^Ridedesk could not find the pickup address “Calle Inventada 999, Villanada” on the map, and the delivery service needs the pickup's coordinates/,
      ),
    });
    expect(s.sent(TYPES)).toEqual([]);
  });

  it("takes a hub from the account's hubs: its address as the label and its location for shipping types and estimates", async () => {
    const { s, deps } = await desk();
    const hub = CLIENT_HUBS[1]!;
    const [p] = (await createParcelBatch(deps, { drafts: [atHub("hub", hub.external_id)] })).parcels;
    expect(p!.pickup).toMatchObject({ kind: "hub", hubExternalId: hub.external_id, label: hub.address, loc: hub.location, locFrom: "hub" });
    expect(s.stored()[0]!.fields.pickup_info).toMatchObject({ hub_external_id: hub.external_id });
    expect(s.stored()[0]!.fields.pickup_info.loc).toBeUndefined();
    expect(await shippingTypesForParcel(deps, p!.id)).not.toHaveLength(0);
    expect(await estimateParcel(deps, { parcelId: p!.id, shippingTypeId: EXPRESS })).toMatchObject({ amount: expect.any(Number), currency: "EUR" });
  });

  it("refuses a hub the account does not have under its field, and records and sends nothing", async () => {
    const { s, deps } = await desk();
    const before = (await h.db.select().from(parcels)).length;
    expect(await failure(createParcelBatch(deps, { drafts: [draft("fine"), atHub("typed", "HQ-1")] }))).toEqual({
      code: "invalid",
      message: "Some fields need attention.",
      fields: { "parcels.1.pickup.hubExternalId": "That hub is not one of the delivery service's hubs; choose one from the list." },
    });
    expect((await h.db.select().from(parcels)).length).toBe(before);
    expect(s.sent("/logistics/v1/parcels")).toEqual([]);
  });
});
