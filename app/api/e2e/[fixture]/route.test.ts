import { beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv, type Env } from "@/lib/env";
import type { SessionUser } from "@/lib/auth/session";

let settings: Env;
vi.mock("@/lib/env", async (original) => ({ ...(await original<typeof import("@/lib/env")>()), env: () => settings }));
const run = vi.fn(async () => ({ id: "u1" }));
vi.mock("@/lib/e2e-fixtures/fixtures", async (original) => ({
  ...(await original<typeof import("@/lib/e2e-fixtures/fixtures")>()),
  userWithSession: () => run(),
}));
vi.mock("@/lib/db", () => ({ db: async () => ({}) }));
let signedIn: SessionUser | null = null;
vi.mock("@/lib/auth/session", async (original) => ({ ...(await original<typeof import("@/lib/auth/session")>()), currentUser: async () => signedIn }));
const saveDeskWebhook = vi.fn(async () => {});
vi.mock("@/lib/outbound/settings-queries", async (original) => ({
  ...(await original<typeof import("@/lib/outbound/settings-queries")>()),
  saveDeskWebhook: (...a: unknown[]) => saveDeskWebhook(...(a as [])),
}));
// The events' batches, in memory: the fixtures run the app's upload and confirm steps on them; jobs are only sent.
const sent = vi.fn(async (..._: unknown[]) => "job");
vi.mock("@/lib/jobs", async (original) => ({ ...(await original<typeof import("@/lib/jobs")>()), send: (...a: unknown[]) => sent(...a) }));
const BATCH = "0b6f8a52-7c1e-4d3a-9f2b-5e8d7c6a4b3f";
const batches = {
  created: [] as { name: string; createdBy: string; fileName: string; sheet: { rows: unknown[] } }[],
  replaced: [] as string[],
  confirmed: [] as string[],
};
vi.mock("@/lib/events/queries", async (original) => ({
  ...(await original<typeof import("@/lib/events/queries")>()),
  batchWithFile: async () => null,
  findBatch: async (_db: unknown, id: string) => (id === BATCH ? { id, createdBy: "a1" } : null),
  createBatch: async (_db: unknown, b: (typeof batches.created)[number]) => (batches.created.push(b), { id: BATCH }),
  replaceSheet: async (_db: unknown, id: string) => (batches.replaced.push(id), { id }),
  confirmBatch: async (_db: unknown, id: string) => (batches.confirmed.push(id), ["row-1", "row-2"]),
}));
// Rows repeating a ride booked elsewhere are marked against the database; same-rides.test.ts proves it.
const marked: string[] = [];
vi.mock("@/lib/events/same-rides", async (original) => ({
  ...(await original<typeof import("@/lib/events/same-rides")>()),
  markSameRides: async (_db: unknown, id: string) => void marked.push(id),
}));

const { POST } = await import("./route");
const { POST: STEP } = await import("./[step]/route");
const CREDS = { SANDBOX_CLIENT_ID: "fixture-client", SANDBOX_CLIENT_SECRET: "fixture-secret" };
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const call = (fixture: string, body: unknown, authorization = basic("fixture-client", "fixture-secret")) =>
  POST(
    new Request("http://localhost/api/e2e/x", { method: "POST", headers: { authorization, "content-type": "application/json" }, body: JSON.stringify(body) }),
    { params: Promise.resolve({ fixture }) },
  );
const agent = { name: "Ana Agent", email: "ana@ridedesk.example", role: "agent" };
const step = (fixture: string, name: string, body: unknown, authorization = basic("fixture-client", "fixture-secret")) =>
  STEP(
    new Request(`http://localhost/api/e2e/${fixture}/${name}`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ fixture, step: name }) },
  );

describe("the end-to-end fixtures route", () => {
  beforeEach(() => {
    run.mockClear();
    saveDeskWebhook.mockClear();
  });

  it("is not there unless the sandbox's control switch is on, even with its credentials", async () => {
    settings = parseEnv(CREDS);
    expect((await call("users", agent)).status).toBe(404);
    expect(run).not.toHaveBeenCalled();
  });

  it("is not there with a real provider, whatever the switch says", async () => {
    settings = parseEnv({
      ...CREDS,
      SANDBOX_CONTROL: "true",
      PROVIDER_BASE_URL: "https://provider.example",
      PROVIDER_AUTH_URL: "https://provider.example",
      PROVIDER_LOGISTICS_URL: "https://provider.example/logistics",
      PROVIDER_CLIENT_ID: "id",
      PROVIDER_CLIENT_SECRET: "secret",
    });
    expect((await call("users", agent)).status).toBe(404);
  });

  it("with the switch on, refuses other credentials, an unknown fixture and a malformed one, running nothing", async () => {
    settings = parseEnv({ ...CREDS, SANDBOX_CONTROL: "true" });
    expect((await call("users", agent, basic("fixture-client", "wrong"))).status).toBe(401);
    expect((await call("users", agent, "")).status).toBe(401);
    expect((await call("no-such-fixture", agent)).status).toBe(404);
    const bad = await call("users", { ...agent, role: "owner" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("role");
    expect(run).not.toHaveBeenCalled();
    expect((await call("users", agent)).status).toBe(201);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("makes an event only from a sheet's text, as the signed-in user", async () => {
    settings = parseEnv({ ...CREDS, SANDBOX_CONTROL: "true" });
    signedIn = null;
    expect((await call("events", { csv: "Guest name,Mobile,Pickup,Destination\nAna,+34600111222,Sol,Prado" })).status).toBe(401);
    const bad = await call("events", { csv: "" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("csv");
  });

  describe("the desk's webhook", () => {
    const admin: SessionUser = { id: "a1", email: "ada@ridedesk.example", name: "Ada Admin", role: "admin", locale: null };
    beforeEach(() => {
      settings = parseEnv({ ...CREDS, SANDBOX_CONTROL: "true" });
      signedIn = admin;
    });

    it("is set to a receiver on this machine or the service's own URL, and removed, as the signed-in admin", async () => {
      const local = await call("desk-webhook", { channel: "slack", url: "http://127.0.0.1:4567/slack" });
      expect(local.status).toBe(201);
      expect(await local.json()).toEqual({ channel: "slack", set: true });
      expect((await call("desk-webhook", { channel: "slack", url: "https://hooks.slack.com/services/T0/B0/secret" })).status).toBe(201);
      expect((await call("desk-webhook", { channel: "teams", url: null })).status).toBe(201);
      expect(saveDeskWebhook.mock.calls).toEqual([
        [{}, "slack", "http://127.0.0.1:4567/slack", { id: "a1", email: "ada@ridedesk.example" }],
        [{}, "slack", "https://hooks.slack.com/services/T0/B0/secret", { id: "a1", email: "ada@ridedesk.example" }],
        [{}, "teams", null, { id: "a1", email: "ada@ridedesk.example" }],
      ]);
    });

    it("refuses a URL that is not the channel's, and anyone but a signed-in admin, saving nothing", async () => {
      for (const url of [
        "https://example.com/hook",
        "http://10.0.0.2:8080/hook",
        "http://127.0.0.1/no-port",
        "https://prod-00.westeurope.logic.azure.com/workflows/abc",
      ]) {
        const refused = await call("desk-webhook", { channel: "slack", url });
        expect(refused.status, url).toBe(400);
        expect((await refused.json()).error.fields, url).toHaveProperty("url");
      }
      expect((await call("desk-webhook", { channel: "email", url: null })).status).toBe(400);
      signedIn = null;
      expect((await call("desk-webhook", { channel: "slack", url: null })).status).toBe(401);
      signedIn = { ...admin, role: "agent" };
      expect((await call("desk-webhook", { channel: "slack", url: null })).status).toBe(403);
      expect(saveDeskWebhook).not.toHaveBeenCalled();
    });
  });

  describe("an event's sheet and its confirmation", () => {
    const admin: SessionUser = { id: "a1", email: "ada@ridedesk.example", name: "Ada Admin", role: "admin", locale: null };
    const csv =
      'Guest name,Mobile,Pickup,Destination\nAna Ruiz,+34 600 111 001,"40.4169, -3.7035",Castellana 200\nLuis Gil,+34 600 111 002,Puerta del Sol,Castellana 200\n';
    beforeEach(() => {
      settings = parseEnv({ ...CREDS, SANDBOX_CONTROL: "true" });
      signedIn = admin;
      sent.mockClear();
      batches.created = [];
      batches.replaced = [];
      batches.confirmed = [];
    });

    it("uploads the CSV as a file of the signed-in user's, new or into the same batch, and queues its check", async () => {
      const made = await call("events", { name: "Summit 2027", csv });
      expect(made.status).toBe(201);
      expect(await made.json()).toEqual({ kind: "batch", batchId: BATCH });
      expect(batches.created).toMatchObject([{ name: "Summit 2027", createdBy: "a1", fileName: "Summit 2027.csv" }]);
      expect(batches.created[0]!.sheet.rows).toHaveLength(2);
      const again = await call("events", { csv, batchId: BATCH });
      expect(await again.json()).toEqual({ kind: "batch", batchId: BATCH });
      expect(batches.replaced).toEqual([BATCH]);
      expect(sent.mock.calls.map((c) => [c[0], c[1]])).toEqual([
        ["event.check", { batchId: BATCH }],
        ["event.check", { batchId: BATCH }],
      ]);
    });

    it("asks for the columns as the page would, when a header is not known", async () => {
      const r = await call("events", { csv: "Who,Mobile,Pickup,Destination\nAna,+34 600 111 001,Sol,Castellana 200\n" });
      expect(await r.json()).toMatchObject({ kind: "mapping", missing: ["guestName"] });
      expect(sent).not.toHaveBeenCalled();
    });

    it("confirms at /api/e2e/events/confirm, queueing one booking job per priced row, as the page's Confirm does", async () => {
      const r = await step("events", "confirm", { batchId: BATCH });
      expect(r.status).toBe(201);
      expect(await r.json()).toEqual({ batchId: BATCH, queued: 2 });
      expect(batches.confirmed).toEqual([BATCH]);
      expect(marked).toEqual([BATCH]);
      expect(sent.mock.calls.map((c) => [c[0], c[1]])).toEqual([
        ["event.book-row", { rowId: "row-1" }],
        ["event.book-row", { rowId: "row-2" }],
      ]);
    });

    it("keeps both behind the same guard, and acts only as a signed-in user who may see the batch", async () => {
      expect((await step("events", "confirm", { batchId: BATCH }, basic("fixture-client", "wrong"))).status).toBe(401);
      expect((await step("events", "cancel", { batchId: BATCH })).status).toBe(404);
      expect((await step("users", "confirm", agent)).status).toBe(404);
      expect((await call("events", { csv: "" })).status).toBe(400);
      expect((await step("events", "confirm", { batchId: "not-a-batch" })).status).toBe(400);
      signedIn = { ...admin, id: "a2", role: "agent" };
      expect((await step("events", "confirm", { batchId: BATCH })).status).toBe(404);
      expect((await call("events", { csv, batchId: BATCH })).status).toBe(404);
      signedIn = null;
      expect((await call("events", { csv })).status).toBe(401);
      expect((await step("events", "confirm", { batchId: BATCH })).status).toBe(401);
      settings = parseEnv(CREDS);
      signedIn = admin;
      expect((await step("events", "confirm", { batchId: BATCH })).status).toBe(404);
      expect(batches).toEqual({ created: [], replaced: [], confirmed: [] });
      expect(sent).not.toHaveBeenCalled();
    });
  });
});
