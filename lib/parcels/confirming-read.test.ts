import { describe, expect, it } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { handleNotification, notificationSchema } from "./notifications";
import { createParcelBatch, shipParcels } from "./operations";
import { parcelWithTimeline } from "./queries";
import { reconcileParcel } from "./reconcile";
import { EXPRESS, draft, parcelPeople, parcelSandbox } from "./testing";

describe.each(TEST_ENGINES)("the read that confirms a notified final state, on %s", (engine) => {
  const h = useFreshDatabase(engine);

  async function onItsWay() {
    const s = await parcelSandbox();
    const deps = s.deps(h.db, (await parcelPeople(h.db)).agent);
    const [p] = (await createParcelBatch(deps, { drafts: [draft("contradicted")] })).parcels;
    await shipParcels(deps, { parcelIds: [p!.id], shippingTypeId: EXPRESS });
    await s.run(6 * 60_000);
    await reconcileParcel(h.db, s.logistics, p!.id, new Date(s.clock.now()));
    const view = async () => (await parcelWithTimeline(h.db, p!.id))!;
    expect((await view()).parcel.state).toBe("intransit");
    return { s, parcel: p!, view };
  }

  it("lets the provider's read win over a final state only a notification told", async () => {
    const { s, parcel, view } = await onItsWay();
    const now = new Date(s.clock.now());
    await handleNotification(h.db, notificationSchema.parse({ id: parcel.providerId, state: "delivered", event_time: now.toISOString() }), now);
    expect((await view()).parcel).toMatchObject({ state: "delivered", settled: false, nextCheckAt: now });

    expect(await reconcileParcel(h.db, s.logistics, parcel.id, now)).toMatchObject({ kind: "read", advanced: true, next: expect.any(Date) });
    const after = await view();
    expect(after.parcel).toMatchObject({ state: "intransit", settled: false });
    expect(after.events.map((e) => e.state)).not.toContain("delivered");

    // When the parcel really is delivered, it is, and settles.
    await s.run(30 * 60_000, 30_000);
    await reconcileParcel(h.db, s.logistics, parcel.id, new Date(s.clock.now()));
    expect((await view()).parcel).toMatchObject({ state: "delivered", settled: true });
    expect((await view()).events.filter((e) => e.state === "delivered").map((e) => e.source)).toEqual(["timeline"]);
  });

  it("keeps a notified final state the read confirms, and settles it", async () => {
    const { s, parcel, view } = await onItsWay();
    await s.run(30 * 60_000, 30_000);
    const now = new Date(s.clock.now());
    const truth = await s.logistics.parcelStatus(parcel.providerId!);
    await handleNotification(h.db, notificationSchema.parse({ id: parcel.providerId, state: truth.state, event_time: now.toISOString() }), now);
    await reconcileParcel(h.db, s.logistics, parcel.id, now);
    expect((await view()).parcel).toMatchObject({ state: "delivered", settled: true });
    expect((await view()).events.find((e) => e.state === "delivered")?.source).toBe("webhook");
  });
});
