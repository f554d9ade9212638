import { describe, expect, it } from "vitest";
import { ActionError } from "@/lib/action-result";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { NO_PARCEL, NO_PARCELS } from "./access";
import { cancelParcels, configureParcelProof, createParcelBatch, deleteParcels, estimateParcel, shipParcels, shippingTypesForParcel } from "./operations";
import { NO_PROOF } from "./proof";
import { parcelById } from "./queries";
import { readParcel, readParcelList } from "./read";
import { EXPRESS, draft, parcelPeople, parcelSandbox } from "./testing";

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => {
      if (e instanceof ActionError) return { code: e.code, message: e.message };
      throw e;
    },
  );

describe.each(TEST_ENGINES)("who may see and act on a parcel, on %s", (engine) => {
  const h = useFreshDatabase(engine);

  async function world() {
    const s = await parcelSandbox();
    const people = await parcelPeople(h.db);
    const [mine] = (await createParcelBatch(s.deps(h.db, people.agent), { drafts: [draft("mine")] })).parcels;
    return { s, people, mine: mine! };
  }

  it("another agent gets, on every operation, the same not found as for a parcel that does not exist, and the provider hears nothing", async () => {
    const { s, people, mine } = await world();
    const other = s.deps(h.db, people.other);
    const before = s.log.length;
    const attempts = (id: string) => [
      () => shippingTypesForParcel(other, id),
      () => estimateParcel(other, { parcelId: id, shippingTypeId: EXPRESS }),
      () => shipParcels(other, { parcelIds: [id], shippingTypeId: EXPRESS }),
      () => cancelParcels(other, { parcelIds: [id] }),
      () => deleteParcels(other, { parcelIds: [id] }),
      () => configureParcelProof(other, { parcelId: id, methods: { ...NO_PROOF, code: true } }),
    ];
    const unknown = crypto.randomUUID();
    const theirs = attempts(mine.id);
    const nobodys = attempts(unknown);
    for (let i = 0; i < theirs.length; i++) {
      const refused = await failure(theirs[i]!());
      expect(refused).toEqual({ code: "not_found", message: NO_PARCEL });
      expect(await failure(nobodys[i]!())).toEqual(refused);
    }
    expect(s.log.slice(before)).toEqual([]);
    // Among several, one not theirs refuses them all, as an unknown one does.
    const [own] = (await createParcelBatch(other, { drafts: [draft("own")] })).parcels;
    const sent = s.log.length;
    expect(await failure(shipParcels(other, { parcelIds: [own!.id, mine.id], shippingTypeId: EXPRESS }))).toEqual({ code: "not_found", message: NO_PARCELS });
    expect(await failure(shipParcels(other, { parcelIds: [own!.id, unknown], shippingTypeId: EXPRESS }))).toEqual({ code: "not_found", message: NO_PARCELS });
    expect(s.log.slice(sent)).toEqual([]);
    expect(await parcelById(h.db, mine.id)).toMatchObject({ requested: null, proof: null, state: null });
  });

  it("another agent cannot read it or see it listed; the agent who made it and admins can", async () => {
    const { people, mine } = await world();
    const as = (user: typeof people.agent) => ({ db: h.db, user: { ...user, email: `${user.name}@desk.test` } });
    for (const user of [people.agent, people.admin]) {
      expect((await readParcel(as(user), mine.id)).parcel.id).toBe(mine.id);
      expect((await readParcelList(as(user), {})).parcels.map((p) => p.id)).toContain(mine.id);
    }
    const refused = await failure(readParcel(as(people.other), mine.id));
    expect(refused).toEqual({ code: "not_found", message: NO_PARCEL });
    expect(await failure(readParcel(as(people.other), crypto.randomUUID()))).toEqual(refused);
    expect((await readParcelList(as(people.other), {})).parcels).toEqual([]);
  });

  it("an admin may act on any parcel, and the agent on their own", async () => {
    const { s, people, mine } = await world();
    expect(await shippingTypesForParcel(s.deps(h.db, people.admin), mine.id)).not.toHaveLength(0);
    await shipParcels(s.deps(h.db, people.agent), { parcelIds: [mine.id], shippingTypeId: EXPRESS });
    expect((await parcelById(h.db, mine.id))?.requested).toBe("ship");
  });
});
