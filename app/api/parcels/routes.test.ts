import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import type { DbHandle } from "@/lib/db/client";
import { freshDatabase } from "@/lib/db/testing";

/** GET /api/parcels and /api/parcels/[id] on a real database: an agent sees the parcels they made; admins see all. */

let handle: DbHandle;
let signedIn: SessionUser | null = null;
vi.mock("@/lib/auth/session", () => ({ currentUser: async () => signedIn }));
vi.mock("@/lib/db", () => ({ db: async () => handle.db }));

const list = await import("./route");
const one = await import("./[id]/route");
const { insertParcels } = await import("@/lib/parcels/queries");
const { draft, parcelPeople } = await import("@/lib/parcels/testing");

type Person = Awaited<ReturnType<typeof parcelPeople>>["agent"];
const as = (p: Person) => (signedIn = { id: p.id, role: p.role, name: p.name, email: `${p.name}@desk.test` });
const get = async (handler: typeof list.GET, path: string, params?: Record<string, string>) => {
  const response = await handler(new Request(`http://localhost${path}`), { params: Promise.resolve(params) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  handle = await freshDatabase("pglite");
}, 60_000);
afterAll(async () => handle?.close());

describe("the parcel routes, by who asks", () => {
  it("list and read a parcel for the agent who made it and for admins; another agent gets the same 404 as for an unknown id", async () => {
    const people = await parcelPeople(handle.db);
    const [mine] = await insertParcels(handle.db, { createdBy: people.agent.id, drafts: [draft("mine")] });
    const [theirs] = await insertParcels(handle.db, { createdBy: people.other.id, drafts: [draft("theirs")] });
    const ids = async () => ((await get(list.GET, "/api/parcels")).body.parcels as { id: string }[]).map((p) => p.id);

    as(people.agent);
    expect(await ids()).toEqual([mine!.id]);
    expect((await get(one.GET, `/api/parcels/${mine!.id}`, { id: mine!.id })).body).toMatchObject({ parcel: { id: mine!.id } });
    as(people.admin);
    expect((await ids()).sort()).toEqual([mine!.id, theirs!.id].sort());
    expect((await get(one.GET, `/api/parcels/${mine!.id}`, { id: mine!.id })).status).toBe(200);

    as(people.other);
    expect(await ids()).toEqual([theirs!.id]);
    const refused = await get(one.GET, `/api/parcels/${mine!.id}`, { id: mine!.id });
    expect(refused.status).toBe(404);
    const unknown = crypto.randomUUID();
    expect(await get(one.GET, `/api/parcels/${unknown}`, { id: unknown })).toEqual(refused);
  });
});
