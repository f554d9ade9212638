import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import type { DbHandle } from "@/lib/db/client";
import { freshDatabase } from "@/lib/db/testing";
import type { Logistics } from "@/lib/provider/logistics";

/** The parcel actions as the browser calls them, on a real database and the sandbox: each reaches only the caller's parcels. */

let handle: DbHandle;
let signedIn: SessionUser | null = null;
let logistics: Logistics | null = null;
vi.mock("@/lib/auth/session", () => ({ currentUser: async () => signedIn }));
vi.mock("@/lib/auth/config", () => ({ auth: async () => null }));
vi.mock("@/lib/db", () => ({ db: async () => handle.db }));
vi.mock("@/lib/jobs", () => ({ send: vi.fn(), jobRunner: async () => ({ send: vi.fn() }) }));
vi.mock("@/lib/geocoder", () => ({ searchPlaces: async () => ({ places: [], source: "none", unavailable: null }) }));
vi.mock("@/lib/provider", async (original) => ({ ...(await original<object>()), provider: () => ({ logistics }) }));

const actions = await import("./actions");
const { NO_PARCEL } = await import("@/lib/parcels/access");
const { inEnglish } = await import("@/lib/i18n/in-english");
const { parcelById } = await import("@/lib/parcels/queries");
const { draft, parcelPeople, parcelSandbox, EXPRESS } = await import("@/lib/parcels/testing");

type Person = Awaited<ReturnType<typeof parcelPeople>>["agent"];
const as = (p: Person) => (signedIn = { id: p.id, role: p.role, name: p.name, email: `${p.name}@desk.test` });
const NONE = { code: false, photo: false, idCheck: false, comment: false };

beforeAll(async () => {
  handle = await freshDatabase("pglite");
}, 60_000);
afterAll(async () => handle?.close());

describe("parcel actions, by who calls them", () => {
  it("give another agent, on every action, the same not found as for a parcel that does not exist", async () => {
    const s = await parcelSandbox();
    logistics = s.logistics;
    const people = await parcelPeople(handle.db);
    as(people.agent);
    const made = await actions.createParcelsAction({ parcels: [draft("owned")] });
    expect(made).toMatchObject({ ok: true, data: { outcome: "created" } });
    const id = (made as { data: { parcelIds: string[] } }).data.parcelIds[0]!;
    expect((await parcelById(handle.db, id))?.createdBy).toBe(people.agent.id);

    as(people.other);
    const calls = (parcelId: string) => [
      () => actions.parcelShippingTypesAction({ parcelId }),
      () => actions.estimateParcelAction({ parcelId, shippingTypeId: EXPRESS }),
      () => actions.shipParcelsAction({ parcelIds: [parcelId], shippingTypeId: EXPRESS }),
      () => actions.cancelParcelsAction({ parcelIds: [parcelId] }),
      () => actions.deleteParcelsAction({ parcelIds: [parcelId] }),
      () => actions.configureParcelProofAction({ parcelId, methods: { ...NONE, code: true } }),
    ];
    const unknown = calls(crypto.randomUUID());
    const before = s.log.length;
    for (const [i, call] of calls(id).entries()) {
      const refused = await call();
      // Actions answer in the reader's words: English here.
      expect(refused).toEqual({ ok: false, error: { code: "not_found", message: inEnglish(NO_PARCEL) } });
      expect(await unknown[i]!()).toEqual(refused);
    }
    expect(s.log.slice(before)).toEqual([]);

    // The agent who made it, and an admin, are answered.
    as(people.admin);
    expect(await actions.parcelShippingTypesAction({ parcelId: id })).toMatchObject({ ok: true });
    as(people.agent);
    expect(await actions.configureParcelProofAction({ parcelId: id, methods: { ...NONE, code: true } })).toMatchObject({ ok: true, data: { code: true } });
  });
});
