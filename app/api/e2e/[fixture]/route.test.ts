import { beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv, type Env } from "@/lib/env";
import type { SessionUser } from "@/lib/auth/session";

let settings: Env;
vi.mock("@/lib/env", async (original) => ({ ...(await original<typeof import("@/lib/env")>()), env: () => settings }));
const run = vi.fn(async () => ({ id: "u1" }));
vi.mock("@/lib/e2e-fixtures/fixtures", async (original) => ({ ...(await original<typeof import("@/lib/e2e-fixtures/fixtures")>()), userWithSession: () => run() }));
vi.mock("@/lib/db", () => ({ db: async () => ({}) }));
let signedIn: SessionUser | null = null;
vi.mock("@/lib/auth/session", async (original) => ({ ...(await original<typeof import("@/lib/auth/session")>()), currentUser: async () => signedIn }));
const saveDeskWebhook = vi.fn(async () => {});
vi.mock("@/lib/messaging/settings-queries", async (original) => ({ ...(await original<typeof import("@/lib/messaging/settings-queries")>()), saveDeskWebhook: (...a: unknown[]) => saveDeskWebhook(...(a as [])) }));

const { POST } = await import("./route");
const CREDS = { SANDBOX_CLIENT_ID: "fixture-client", SANDBOX_CLIENT_SECRET: "fixture-secret" };
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const call = (fixture: string, body: unknown, authorization = basic("fixture-client", "fixture-secret")) =>
  POST(new Request("http://localhost/api/e2e/x", { method: "POST", headers: { authorization, "content-type": "application/json" }, body: JSON.stringify(body) }), { params: Promise.resolve({ fixture }) });
const agent = { name: "Ana Agent", email: "ana@ridedesk.example", role: "agent" };

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
    settings = parseEnv({ ...CREDS, SANDBOX_CONTROL: "true", PROVIDER_BASE_URL: "https://provider.example", PROVIDER_AUTH_URL: "https://provider.example", PROVIDER_LOGISTICS_URL: "https://provider.example/logistics", PROVIDER_CLIENT_ID: "id", PROVIDER_CLIENT_SECRET: "secret" });
    expect((await call("users", agent)).status).toBe(404);
  });

  it("with the switch on, refuses other credentials, an unknown fixture and a malformed one, running nothing", async () => {
    settings = parseEnv({ ...CREDS, SANDBOX_CONTROL: "true" });
    expect((await call("users", agent, basic("fixture-client", "wrong"))).status).toBe(401);
    expect((await call("users", agent, "")).status).toBe(401);
    expect((await call("parcels", agent)).status).toBe(404);
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
      for (const url of ["https://example.com/hook", "http://10.0.0.2:8080/hook", "http://127.0.0.1/no-port", "https://prod-00.westeurope.logic.azure.com/workflows/abc"]) {
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
});
