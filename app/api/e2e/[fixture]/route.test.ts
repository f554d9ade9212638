import { beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv, type Env } from "@/lib/env";

let settings: Env;
vi.mock("@/lib/env", async (original) => ({ ...(await original<typeof import("@/lib/env")>()), env: () => settings }));
const run = vi.fn(async () => ({ id: "u1" }));
vi.mock("@/lib/e2e-fixtures/fixtures", async (original) => ({ ...(await original<typeof import("@/lib/e2e-fixtures/fixtures")>()), userWithSession: () => run() }));
vi.mock("@/lib/db", () => ({ db: async () => ({}) }));

const { POST } = await import("./route");
const CREDS = { SANDBOX_CLIENT_ID: "fixture-client", SANDBOX_CLIENT_SECRET: "fixture-secret" };
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const call = (fixture: string, body: unknown, authorization = basic("fixture-client", "fixture-secret")) =>
  POST(new Request("http://localhost/api/e2e/x", { method: "POST", headers: { authorization, "content-type": "application/json" }, body: JSON.stringify(body) }), { params: Promise.resolve({ fixture }) });
const agent = { name: "Ana Agent", email: "ana@ridedesk.example", role: "agent" };

describe("the end-to-end fixtures route", () => {
  beforeEach(() => run.mockClear());

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
});
