import { describe, expect, it } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { receiver } from "@/lib/sandbox/logistics/testing";
import { eventSource } from "./format";
import { handleNotification, notificationSchema } from "./notifications";
import { createParcelBatch, deleteParcels, shipParcels } from "./operations";
import { parcelWithTimeline } from "./queries";
import { reconcileParcel } from "./reconcile";
import { EXPRESS, draft, parcelPeople, parcelSandbox } from "./testing";

describe.each(TEST_ENGINES)("what a parcel's timeline says on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("marks a step read back before its notification was applied as notified once it is, and warns only of steps never notified", async () => {
    const s = await parcelSandbox();
    const r = await receiver();
    await s.logistics.createWebhook({ hook: "parcel", callback_url: `${r.url}/parcel` });
    const { admin } = await parcelPeople(h.db);
    const deps = s.deps(h.db, admin);
    const [parcel] = (await createParcelBatch(deps, { drafts: [draft("read first")] })).parcels;
    await shipParcels(deps, { parcelIds: [parcel!.id], shippingTypeId: EXPRESS });
    await s.run(60_000);
    expect(r.received.length).toBeGreaterThan(0);

    // The read-back comes first, while the notifications still wait in the inbox.
    await reconcileParcel(h.db, s.logistics, parcel!.id, new Date(s.clock.now()));
    const read = (await parcelWithTimeline(h.db, parcel!.id))!.events;
    expect(read.map((e) => e.state)).toEqual(["ready", "qualifiedforpickup", "onroutetopickup"]);
    expect(read.every((e) => e.source !== "webhook")).toBe(true);
    expect(read.map((e) => eventSource(e).noNotification)).toEqual([false, true, true]);

    for (const n of r.received) await handleNotification(h.db, notificationSchema.parse(n.body), new Date(s.clock.now()));
    const { events } = (await parcelWithTimeline(h.db, parcel!.id))!;
    expect(events.map((e) => e.source)).toEqual(["timeline", "webhook", "webhook"]);
    // Creation has no notification: read back, and no warning about it.
    expect(events.map((e) => eventSource(e).noNotification)).toEqual([false, false, false]);
  });

  it("ends a deleted parcel's timeline with its deletion", async () => {
    const s = await parcelSandbox();
    const { admin } = await parcelPeople(h.db);
    const deps = s.deps(h.db, admin);
    const [parcel] = (await createParcelBatch(deps, { drafts: [draft("deleted")] })).parcels;
    await reconcileParcel(h.db, s.logistics, parcel!.id, new Date(s.clock.now()));
    await deleteParcels(deps, { parcelIds: [parcel!.id] });
    await s.run(10_000);
    await reconcileParcel(h.db, s.logistics, parcel!.id, new Date(s.clock.now()));
    const { parcel: row, events } = (await parcelWithTimeline(h.db, parcel!.id))!;
    expect(row.status).toBe("deleted");
    expect(events.map((e) => e.state)).toEqual(["ready", "deleted"]);
    expect(eventSource(events[1]!).noNotification).toBe(false);
  });
});
