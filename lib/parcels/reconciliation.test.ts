import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parcelWithTimeline } from "./queries";
import { parcels } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { HOOKS } from "@/lib/provider/logistics-schemas";
import { receiver } from "@/lib/sandbox/logistics/testing";
import { handleNotification, notificationSchema } from "./notifications";
import { createParcelBatch, shipParcels } from "./operations";
import { reconcileParcel } from "./reconcile";
import { rankOf } from "@/lib/parcel-states";
import { EXPRESS, draft, parcelPeople, parcelSandbox } from "./testing";

/** A seeded generator, so a failure can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(TEST_ENGINES)("parcel notifications and reconciliation on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it(
    "over 1,000 notifications shuffled, a fifth twice and a tenth lost: after reconciliation every parcel matches the provider, none lost, none moved back",
    { timeout: 240_000 },
    async () => {
      const s = await parcelSandbox({ logistics: { failureShare: 0.1, returnShare: 0.1, duplicateRate: 0, reorderRate: 0, dropRate: 0 } });
      const r = await receiver();
      for (const hook of HOOKS) await s.logistics.createWebhook({ hook, callback_url: `${r.url}/${hook}` });
      const deps = s.deps(h.db, (await parcelPeople(h.db)).agent);
      const ours = [];
      for (let batch = 0; batch < 6; batch++)
        ours.push(...(await createParcelBatch(deps, { drafts: Array.from({ length: 20 }, (_, i) => draft(`${batch}-${i}`)) })).parcels);
      for (let i = 0; i < ours.length; i += 50) await shipParcels(deps, { parcelIds: ours.slice(i, i + 50).map((p) => p.id), shippingTypeId: EXPRESS });
      await s.run(4 * 3_600_000, 15_000);

      // What the provider sent, then lost, doubled and shuffled on its way to us.
      const random = seeded(20261123);
      const sent = r.received.map((n) => n.body);
      expect(sent.length).toBeGreaterThanOrEqual(1_000);
      const kept = sent.filter(() => random() >= 0.1);
      const delivered = kept.flatMap((n) => (random() < 0.2 ? [n, n] : [n]));
      for (let i = delivered.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [delivered[i], delivered[j]] = [delivered[j]!, delivered[i]!];
      }

      const furthest = new Map<string, number>();
      let regressions = 0;
      const received = new Date(s.clock.now());
      for (const body of delivered) {
        const result = await handleNotification(h.db, notificationSchema.parse(body), received);
        expect(result.outcome).not.toBe("unknown parcel");
        const id = (body.id ?? body.parcel_id) as string;
        const rank = result.state ? rankOf(result.state) : -1;
        if (rank < (furthest.get(id) ?? -1)) regressions++;
        furthest.set(id, Math.max(rank, furthest.get(id) ?? -1));
      }
      expect(regressions).toBe(0);

      // Reconciliation reads back whatever is not settled, as the job would, until nothing is due.
      for (let round = 0; round < 3; round++) {
        const open = await h.db.select({ id: parcels.id }).from(parcels).where(eq(parcels.settled, false));
        for (const { id } of open) await reconcileParcel(h.db, s.logistics, id, new Date(s.clock.now()));
      }

      let lost = 0;
      for (const parcel of ours) {
        const view = (await parcelWithTimeline(h.db, parcel.id))!;
        const truth = await s.logistics.parcelStatus(view.parcel.providerId!);
        const timeline = await s.logistics.parcelTimeline(view.parcel.providerId!);
        if (view.parcel.state !== truth.state) lost++;
        expect(view.parcel.settled, view.parcel.description).toBe(true);
        expect(view.events.map((e) => e.state).sort()).toEqual(timeline.timeline.map((t) => t.state).sort());
      }
      expect(lost).toBe(0);
      const ends = new Set((await h.db.select({ state: parcels.state }).from(parcels)).map((p) => p.state));
      expect(ends.has("delivered")).toBe(true);
      expect(
        [...ends].some((e) => e !== "delivered"),
        "some parcels fail or come back too",
      ).toBe(true);
    },
  );
});
