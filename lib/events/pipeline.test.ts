import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createUser } from "@/lib/accounts/queries";
import { replaceRequesters, setAgentRequesters } from "@/lib/accounts/requester-queries";
import { eventRows } from "@/lib/db/schema";
import { createGeocoder } from "@/lib/geocoder/geocoder";
import { createProviderClient } from "@/lib/provider/client";
import { serveSandbox } from "@/lib/sandbox/testing";
import { USERS } from "@/lib/sandbox/seed/users";
import { defaultPolicy } from "@/lib/policy/rules";
import { matchColumns } from "./columns";
import { checkBatch, repickProducts } from "./pipeline";
import { confirmBatch, createBatch, findBatch, replaceSheet, rowsOf, setProductRule } from "./queries";

const [LUCIA] = USERS;
const HEADERS = ["Guest name", "Mobile", "Pickup", "Destination", "Group"];

/** An agent who books for Lucía, the sandbox's geocoder and hubs, and an estimate that counts its calls. */
async function desk(db: Db) {
  await replaceRequesters(
    db,
    USERS.filter((u) => u.state === "active"),
  );
  const agent = await createUser(db, { email: `agent-${crypto.randomUUID().slice(0, 8)}@desk.test`, name: "Agent", role: "agent" });
  await setAgentRequesters(db, agent.id, [LUCIA!.id], LUCIA!.id);
  const s = await serveSandbox();
  const geocoder = createGeocoder({ baseUrl: `${s.url}/photon`, fetch: s.fetch });
  const rides = createProviderClient({ baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials }, { fetch: s.fetch, retry: { sleep: async () => {} } });
  const estimate = vi.fn(async (b: { stops: [number, number][] }) => ({
    createdAt: Date.now(),
    startAt: null,
    zone: "Europe/Madrid",
    products: [
      {
        id: "p-taxi",
        name: "Taxi",
        description: "",
        price: { amount: 1500 + Math.round(b.stops[1]![0] * 10), currency: "EUR" },
        eta: "9 min",
        lowAvailability: false,
        seal: "",
      },
      { id: "p-exec", name: "Executive", description: "", price: { amount: 3000, currency: "EUR" }, eta: "3 min", lowAvailability: false, seal: "" },
    ],
  }));
  const deps = {
    policy: async () => defaultPolicy(false),
    check: { geocode: (q: string) => geocoder.search(q), hubAt: ([lat, lng]: [number, number]) => rides.hub(lat, lng) },
    estimate: estimate as never,
  };
  const actor = { id: agent.id, email: agent.email };
  const sheetOf = (rows: string[][]) => ({
    headers: HEADERS,
    rows: rows.map((cells, i) => ({ rowNumber: i + 2, cells })),
    mapping: matchColumns(HEADERS).mapping,
  });
  return { agent, actor, deps, estimate, sheetOf };
}

const ride = (name: string, mobile: string, to = "40.4626, -3.689", group = "Day 1") => [name, mobile, "40.4169, -3.7035", to, group];

describe.each(TEST_ENGINES)("checking and pricing an event's sheet on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("saves every row with its state, prices each distinct basket once, and picks products by the rule", async () => {
    const { agent, actor, deps, estimate, sheetOf } = await desk(h.db);
    const sheet = sheetOf([
      ride("Ana", "+34 600 000 001"),
      ride("Berta", "+34 600 000 002"),
      ride("Carlos", "+34 600 000 003", "40.45, -3.69"),
      ride("Ana", "+34 600 000 001"), // the same ride again
      ["", "+34 600 000 004", "40.4169, -3.7035", "40.4626, -3.689", "Day 2"], // no name
    ]);
    const batch = await createBatch(
      h.db,
      { name: "Offsite", createdBy: agent.id, productRule: "cheapest", productName: null, fileName: "offsite.csv", fileHash: "h1", sheet },
      actor,
    );
    expect(await checkBatch(h.db, batch.id, deps)).toEqual({ rows: 5 });
    const rows = await rowsOf(h.db, batch.id);
    expect(rows.map((r) => [r.rowNumber, r.status])).toEqual([
      [2, "priced"],
      [3, "priced"],
      [4, "priced"],
      [5, "invalid"],
      [6, "invalid"],
    ]);
    // Ana's, Berta's and Carlos's rides: two distinct baskets (same stops, start and requester share one).
    expect(estimate).toHaveBeenCalledTimes(2);
    expect(rows[0]!.estimate).toMatchObject({ productName: "Taxi", price: { currency: "EUR" } });
    expect(rows[3]!.errors.guestName).toBeDefined();
    expect((await findBatch(h.db, batch.id))!.status).toBe("draft");

    await setProductRule(h.db, batch.id, "fastest", null);
    await repickProducts(h.db, batch.id);
    expect((await rowsOf(h.db, batch.id))[0]!.estimate?.productName).toBe("Executive");
    expect(estimate).toHaveBeenCalledTimes(2);
  });

  it("a corrected sheet keeps the rows already confirmed and the prices still good, and fixes the rest", async () => {
    const { agent, actor, deps, estimate, sheetOf } = await desk(h.db);
    const first = sheetOf([
      ride("Dora", "+34 611 000 001"),
      ["Eva", "not a phone", "40.4169, -3.7035", "40.4626, -3.689", "Day 1"],
      ride("Fede", "+34 611 000 003", "40.45, -3.69"),
    ]);
    const batch = await createBatch(
      h.db,
      { name: "Summit", createdBy: agent.id, productRule: "cheapest", productName: null, fileName: "summit.csv", fileHash: "h2", sheet: first },
      actor,
    );
    await checkBatch(h.db, batch.id, deps);
    const queued = await confirmBatch(h.db, batch.id, actor);
    expect(queued).toHaveLength(2);
    // Confirming twice queues nothing twice.
    expect(await confirmBatch(h.db, batch.id, actor)).toEqual([]);
    const calls = estimate.mock.calls.length;

    // Eva's mobile fixed, a new row added, and the rows in another order.
    const corrected = sheetOf([
      ride("Gala", "+34 611 000 004"),
      ride("Fede", "+34 611 000 003", "40.45, -3.69"),
      ["Eva", "+34 611 000 002", "40.4169, -3.7035", "40.4626, -3.689", "Day 1"],
      ride("Dora", "+34 611 000 001"),
    ]);
    await replaceSheet(h.db, batch.id, { fileName: "summit-2.csv", fileHash: "h3", sheet: corrected }, actor);
    await checkBatch(h.db, batch.id, deps);
    const rows = await rowsOf(h.db, batch.id);
    const byName = Object.fromEntries(rows.map((r) => [r.cells.guestName, r]));
    expect(byName.Dora).toMatchObject({ status: "queued", rowNumber: 5 });
    expect(byName.Fede).toMatchObject({ status: "queued", rowNumber: 3 });
    expect(byName.Eva).toMatchObject({ status: "priced", rowNumber: 4 });
    expect(byName.Gala).toMatchObject({ status: "priced", rowNumber: 2 });
    expect(rows).toHaveLength(4);
    // Eva and Gala share the first basket with Dora; only it is priced again (Dora's own price is kept).
    expect(estimate.mock.calls.length - calls).toBe(1);
    const all = await h.db.select().from(eventRows).where(eq(eventRows.batchId, batch.id));
    expect(all.filter((r) => r.status === "queued")).toHaveLength(2);
  });
});
