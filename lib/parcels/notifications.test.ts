import { describe, expect, it } from "vitest";
import { insertParcels, markParcelCreated, markRequested, parcelWithTimeline } from "./queries";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { handleNotification, notificationSchema } from "./notifications";
import { draft } from "./testing";

const at = (s: number) => new Date(Date.UTC(2027, 0, 12, 9, 0, s)).toISOString();

describe.each(TEST_ENGINES)("applying notifications on %s", (engine) => {
  const h = useFreshDatabase(engine);

  async function shipped(providerId: string) {
    const [row] = await insertParcels(h.db, { createdBy: null, drafts: [draft(providerId)] });
    await markParcelCreated(h.db, row!.id, providerId);
    return row!;
  }
  const notify = (body: unknown) => handleNotification(h.db, notificationSchema.parse(body), new Date(at(59)));

  it("is idempotent on parcel and state: a repeat adds nothing and moves nothing", async () => {
    const row = await shipped("p-repeat");
    const body = { id: "p-repeat", state: "onroutetopickup", event_time: at(10), driver: { name: "Ana", phone: "+34600111222" } };
    expect(await notify(body)).toEqual({ outcome: "applied", state: "onroutetopickup" });
    expect(await notify(body)).toEqual({ outcome: "repeat", state: "onroutetopickup" });
    const view = (await parcelWithTimeline(h.db, row.id))!;
    expect(view.events.map((e) => [e.state, e.source])).toEqual([["onroutetopickup", "webhook"]]);
    expect(view.parcel.driver).toEqual({ name: "Ana", phone: "+34600111222", photoUrl: null });
  });

  it("settles a shipment whose first notification came before the provider's answer was recorded", async () => {
    const row = await shipped("p-early");
    await notify({ id: "p-early", state: "qualifiedforpickup", event_time: at(3) });
    await markRequested(h.db, [row.id], "ship", { pickupTime: new Date(at(50)) });
    expect((await parcelWithTimeline(h.db, row.id))!.parcel).toMatchObject({ state: "qualifiedforpickup", requested: null, pickupTime: new Date(at(50)) });
    // A cancellation asked of a parcel still under way stays asked.
    await markRequested(h.db, [row.id], "cancel");
    expect((await parcelWithTimeline(h.db, row.id))!.parcel).toMatchObject({ requested: "cancel" });
  });

  it("keeps delivered when delivering arrives after it, and times each state by its event", async () => {
    const row = await shipped("p-late");
    await notify({ id: "p-late", state: "delivered", event_time: at(40) });
    expect(await notify({ id: "p-late", state: "delivering", event_time: at(30) })).toEqual({ outcome: "applied", state: "delivered" });
    const view = (await parcelWithTimeline(h.db, row.id))!;
    expect(view.parcel).toMatchObject({ state: "delivered", stateAt: new Date(at(40)) });
    expect(view.events.map((e) => e.state)).toEqual(["delivering", "delivered"]);
  });

  it("moves the map with parcelLocation and stores the code of proofCodeGenerated", async () => {
    const row = await shipped("p-map");
    await notify({ id: "p-map", state: "intransit", event_time: at(5) });
    await notify({ parcel_id: "p-map", location: { latitude: 40.45, longitude: -3.69 }, state: "intransit" });
    await notify({ parcel_id: "p-map", code: "4821" });
    const { parcel } = (await parcelWithTimeline(h.db, row.id))!;
    expect(parcel).toMatchObject({ proofCode: "4821", location: { lat: 40.45, lon: -3.69, state: "intransit" } });
  });

  it("links a parcel whose creation answer was lost by its external_id, and ignores parcels that are not ours", async () => {
    const [row] = await insertParcels(h.db, { createdBy: null, drafts: [draft("lost")] });
    expect(await notify({ id: "p-found", external_id: row!.externalId, state: "qualifiedforpickup", event_time: at(1) })).toMatchObject({ outcome: "applied" });
    expect((await parcelWithTimeline(h.db, row!.id))!.parcel).toMatchObject({ providerId: "p-found", status: "created", state: "qualifiedforpickup" });
    expect(await notify({ id: "someone-elses", state: "delivered" })).toEqual({ outcome: "unknown parcel" });
  });

  it("matches on the provider's id once the parcel has one: an unknown id carrying another parcel's external_id is not applied to it", async () => {
    const row = await shipped("p-mine");
    await notify({ id: "p-mine", state: "intransit", event_time: at(5) });
    for (const body of [
      { id: "p-forged", external_id: row.externalId, state: "delivered", event_time: at(20) },
      { parcel_id: "p-forged", external_id: row.externalId, location: { latitude: 41.0, longitude: 2.0 }, state: "intransit" },
    ]) {
      expect(await notify(body)).toEqual({ outcome: "unknown parcel" });
    }
    const view = (await parcelWithTimeline(h.db, row.id))!;
    expect(view.parcel).toMatchObject({ providerId: "p-mine", state: "intransit", location: null });
    expect(view.events.map((e) => e.state)).toEqual(["intransit"]);
    // The parcel's own id still matches, whatever external_id comes with it.
    expect(await notify({ id: "p-mine", external_id: "ridedesk-someone-else", state: "delivering", event_time: at(30) })).toMatchObject({
      outcome: "applied",
      state: "delivering",
    });
  });

  it("refuses bodies of no known shape", () => {
    for (const body of [
      {},
      { id: "x" },
      { parcel_id: "x" },
      { parcel_id: "x", location: { latitude: 200, longitude: 0 }, state: "intransit" },
      { id: "", state: "ready" },
    ]) {
      expect(notificationSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
