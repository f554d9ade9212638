import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { initialState } from "@/lib/sandbox/seed";
import { memoryStore } from "@/lib/sandbox/store";
import { estimateAndBook, testSandbox } from "@/lib/sandbox/testing";
import { embeddedOptions } from "./embedded";

const DRIVER = "d1a2b3c4d5e6f708192a3b4c5d6e7f80";

/** The embedded sandbox as the app configures it, at the root path, over state saved before. */
async function embedded(vars: Record<string, string>) {
  const store = memoryStore(initialState("ridedesk-sandbox")); // saved with the seed's company: no own fleet
  const t = testSandbox({ ...embeddedOptions(parseEnv(vars)), basePath: "", store });
  return { t, tok: await t.token() };
}

describe("the embedded sandbox's company", () => {
  it("has its own fleet when the app is set up for one, so a preferred driver can be booked", async () => {
    const { t, tok } = await embedded({ COMPANY_OWN_FLEET: "true" });
    expect(t.sandbox.state.company.own_fleet).toBe(true);
    const { booked } = await estimateAndBook(t, tok, { journey: { preferred_driver_id: DRIVER } });
    expect(booked.status).toBe(200);
  });

  it("has none otherwise, and refuses a preferred driver", async () => {
    const { t, tok } = await embedded({});
    expect(t.sandbox.state.company.own_fleet).toBe(false);
    const { booked } = await estimateAndBook(t, tok, { journey: { preferred_driver_id: DRIVER } });
    expect(booked.status).toBe(400);
    expect(booked.json.field).toBe("preferred_driver_id");
  });

  it("takes the rest of its settings from the app's configuration", () => {
    const options = embeddedOptions(parseEnv({ SANDBOX_CLOCK_SPEED: "20", SANDBOX_RATE_429: "0.1", SANDBOX_CLIENT_SECRET: "s3cret" }));
    expect(options).toMatchObject({ basePath: "/sandbox", clockSpeed: 20, clientSecret: "s3cret", faults: { rate429: 0.1 } });
  });

  it("limits calls as SANDBOX_RATE_LIMITS says, per client", async () => {
    const { t, tok } = await embedded({ SANDBOX_RATE_LIMITS: "estimate=1/2s" });
    const first = await estimateAndBook(t, tok);
    expect(first.booked.status).toBe(200); // journey creation has no limit here
    const again = await estimateAndBook(t, tok);
    expect(again.estimate).toMatchObject({ status: 429, json: { error: "Too Many Requests" } });
    expect(again.estimate.headers.get("retry-after")).toBe("2");
  });

  it("takes parcel outcomes, notification faults and loopback callbacks from the configuration", async () => {
    const vars = {
      SANDBOX_PARCEL_FAILURE_SHARE: "0.2",
      SANDBOX_WEBHOOK_DUPLICATE_RATE: "0.3",
      SANDBOX_WEBHOOK_EXPIRY_SECONDS: "600",
      SANDBOX_ALLOW_LOOPBACK_CALLBACKS: "true",
    };
    const t = testSandbox({ ...embeddedOptions(parseEnv(vars)), basePath: "" });
    expect(t.sandbox.state.logistics.settings).toMatchObject({ failureShare: 0.2, returnShare: 0, duplicateRate: 0.3, expiryMs: 600_000, retryBaseMs: 1000 });
    const tok = await t.token();
    const subscribe = (callback_url: string) => t.call("POST", "/logistics/v1/webhooks", { token: tok, body: { hook: "parcel", callback_url } });
    expect((await subscribe("http://localhost:3000/api/webhooks/logistics")).status).toBe(400);
    expect((await subscribe("http://127.0.0.1:3000/api/webhooks/logistics")).status).toBe(201);
    const off = testSandbox({ ...embeddedOptions(parseEnv({})), basePath: "" });
    const offTok = await off.token();
    const refused = await off.call("POST", "/logistics/v1/webhooks", { token: offTok, body: { hook: "parcel", callback_url: "http://127.0.0.1:3000/x" } });
    expect(refused.json).toEqual({ errors: ["callback_url must be an http(s) URL with a public host"] });
  });
});

describe("the embedded sandbox's Twilio API", () => {
  it("takes the shares of failed messages and of recipients who answer STOP from the configuration", () => {
    const t = testSandbox({ ...embeddedOptions(parseEnv({ SANDBOX_MESSAGE_FAILURE_SHARE: "0.1", SANDBOX_MESSAGE_STOP_SHARE: "0.05" })), basePath: "" });
    expect(t.sandbox.state.twilio.settings).toEqual({ failureShare: 0.1, stopShare: 0.05 });
  });

  it("has the account the app sends, derived from the same secret", () => {
    const config = parseEnv({ SANDBOX_CLIENT_SECRET: "s3cret", SANDBOX_CLIENT_ID: "desk" });
    const t = testSandbox({ ...embeddedOptions(config), basePath: "" });
    const { accountSid, authToken } = config.messaging.twilio;
    expect(t.sandbox.twilio.account).toEqual({ accountSid, authToken });
  });
});

describe("the embedded sandbox's control endpoints", () => {
  const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}` });

  it("are not there unless SANDBOX_CONTROL=true, even with the right credentials", async () => {
    const t = testSandbox({ ...embeddedOptions(parseEnv({})), basePath: "" });
    const { clientId, clientSecret } = t.sandbox.credentials;
    for (const [method, path] of [
      ["GET", "/_sandbox/requests"],
      ["GET", "/_sandbox/stats"],
      ["PATCH", "/_sandbox/faults"],
    ] as const) {
      const body = method === "PATCH" ? JSON.stringify({ rate5xx: 1 }) : undefined;
      const r = await t.sandbox.handle(new Request(`http://sandbox.test${path}`, { method, body, headers: basic(clientId, clientSecret) }));
      expect(r.status).toBe(404);
    }
    expect(t.sandbox.state.faults.rate5xx).toBe(0);
  });

  it("answer with SANDBOX_CONTROL=true, to the sandbox's own credentials only", async () => {
    const t = testSandbox({ ...embeddedOptions(parseEnv({ SANDBOX_CONTROL: "true" })), basePath: "" });
    const { clientId, clientSecret } = t.sandbox.credentials;
    const stats = (headers: Record<string, string>) => t.sandbox.handle(new Request("http://sandbox.test/_sandbox/stats", { headers }));
    expect((await stats(basic(clientId, clientSecret))).status).toBe(200);
    expect((await stats(basic("ridedesk-sandbox", "sandbox-secret"))).status).toBe(401);
  });
});
