import { describe, expect, it } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createParcelBatch, shipParcels } from "./operations";
import { parcelById } from "./queries";
import { EXPRESS, draft, parcelPeople, parcelSandbox } from "./testing";

describe.each(TEST_ENGINES)("shipping parcels on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("keeps the collection time asked for, and none when the courier is sent at once", async () => {
    const s = await parcelSandbox();
    const { admin } = await parcelPeople(h.db);
    const deps = s.deps(h.db, admin);
    const [later, now] = (await createParcelBatch(deps, { drafts: [draft("later"), draft("now")] })).parcels;
    const at = new Date(s.clock.now() + 3_600_000).toISOString();
    await shipParcels(deps, { parcelIds: [later!.id], shippingTypeId: EXPRESS, pickupTime: at });
    await shipParcels(deps, { parcelIds: [now!.id], shippingTypeId: EXPRESS });
    expect((await parcelById(h.db, later!.id))?.pickupTime?.toISOString()).toBe(at);
    expect((await parcelById(h.db, now!.id))?.pickupTime).toBeNull();
  });
});
