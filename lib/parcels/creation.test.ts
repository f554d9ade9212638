import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { parcelById } from "./queries";
import { parcels } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createParcelBatch, deleteParcels, shipParcels } from "./operations";
import { reconcileParcel } from "./reconcile";
import { EXPRESS, draft, parcelPeople, parcelSandbox } from "./testing";

const CREATE = "/logistics/v1/parcels";

describe.each(TEST_ENGINES)("creating parcels on %s", (engine) => {
  const h = useFreshDatabase(engine);
  const agent = async () => (await parcelPeople(h.db)).agent;

  it("sends each parcel with an external_id derived from our record, and links the provider's id", async () => {
    const s = await parcelSandbox();
    const { parcels, outcome } = await createParcelBatch(s.deps(h.db, await agent()), { drafts: [draft(1), draft(2)] });
    expect(outcome).toBe("created");
    for (const p of parcels) {
      expect(p.externalId).toBe(`ridedesk-${p.id}`);
      expect(p.status).toBe("created");
      expect(s.stored().find((x) => x.id === p.providerId)?.external_id).toBe(p.externalId);
    }
  });

  it("after a lost answer, finds the parcel by external_id instead of creating it twice", async () => {
    let lost = 0;
    const s = await parcelSandbox({}, (path, method) => path === CREATE && method === "POST" && lost++ === 0);
    const { parcels, outcome } = await createParcelBatch(s.deps(h.db, await agent()), { drafts: [draft("lost")] });
    expect(outcome).toBe("created");
    expect(s.stored().filter((p) => p.external_id === parcels[0]!.externalId)).toHaveLength(1);
    expect(parcels[0]!.providerId).toBe(s.stored()[0]!.id);
    expect(s.sent(CREATE).filter((l) => l.method === "POST")).toHaveLength(1);
  });

  it("when every answer is lost, leaves the parcel to reconciliation, which finds the one the provider made", async () => {
    let answering = false;
    // The creation's answer and the lookup after it are both lost.
    const s = await parcelSandbox({}, (path) => !answering && path === CREATE);
    const deps = s.deps(h.db, await agent());
    const { parcels, outcome } = await createParcelBatch(deps, { drafts: [draft("twice lost")] });
    expect(outcome).toBe("pending");
    expect(parcels[0]!.status).toBe("creating");
    answering = true;
    expect(await reconcileParcel(h.db, s.logistics, parcels[0]!.id)).toMatchObject({ kind: "creation", result: "linked" });
    expect(s.stored().filter((p) => p.external_id === parcels[0]!.externalId)).toHaveLength(1);
    expect((await parcelById(h.db, parcels[0]!.id))?.providerId).toBe(s.stored()[0]!.id);
  });

  it("keeps a refused parcel as failed, with the provider's words, and deletes it from our records alone", async () => {
    const s = await parcelSandbox();
    const bad = { ...draft("bad"), dropoff: { ...draft("bad").dropoff, addr: "" } };
    const deps = s.deps(h.db, await agent());
    await expect(createParcelBatch(deps, { drafts: [bad] })).rejects.toThrow(/refused/);
    expect(s.stored()).toHaveLength(0);
    const [failed] = await h.db.select().from(parcels).where(eq(parcels.description, "Badge bad"));
    expect(failed).toMatchObject({ status: "failed", error: { operation: "creation" } });
    expect(inEnglish(failed!.error?.message)).toMatch(/^The delivery service refused this: /);
    await deleteParcels(deps, { parcelIds: [failed!.id] });
    expect(await h.db.select().from(parcels).where(eq(parcels.description, "Badge bad"))).toHaveLength(0);
    expect(s.sent("/logistics/v1/parcels/delete")).toHaveLength(0);
  });

  it("shows a shipment as requested until the state moves, and a deletion until the provider no longer has it", async () => {
    const s = await parcelSandbox();
    const deps = s.deps(h.db, await agent());
    const [a, b] = (await createParcelBatch(deps, { drafts: [draft("a"), draft("b")] })).parcels;
    await shipParcels(deps, { parcelIds: [a!.id], shippingTypeId: EXPRESS });
    expect(await parcelById(h.db, a!.id)).toMatchObject({ requested: "ship", trackingUrl: expect.stringContaining("http") });
    await deleteParcels(deps, { parcelIds: [b!.id] });
    expect((await parcelById(h.db, b!.id))?.requested).toBe("delete");
    await s.run(120_000);
    await reconcileParcel(h.db, s.logistics, a!.id, new Date(s.clock.now()));
    await reconcileParcel(h.db, s.logistics, b!.id, new Date(s.clock.now()));
    const shipped = (await parcelById(h.db, a!.id))!;
    expect(shipped.requested).toBeNull();
    expect(shipped.state).not.toBe("ready");
    expect(await parcelById(h.db, b!.id)).toMatchObject({ status: "deleted", requested: null, settled: true });
  });
});
