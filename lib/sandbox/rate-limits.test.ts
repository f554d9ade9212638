import { describe, expect, it } from "vitest";
import { manualClock } from "./clock";
import type { SandboxOptions } from "./index";
import { PLACES, REQUESTER, serveSandbox, testSandbox } from "./testing";

const ESTIMATE = "POST /api/v4/estimates";
const JOURNEY = "POST /api/v4/journey";
const estimateBody = { requester_id: REQUESTER, start_type: "asap", stops: [{ loc: PLACES.sol }, { loc: PLACES.retiro }] };

/** A sandbox on a loopback port on a clock the test moves, and calls to it over HTTP. */
async function served(options: SandboxOptions = {}) {
  const clock = manualClock(Date.UTC(2027, 0, 12, 9, 0, 0));
  const s = await serveSandbox({ clock, ...options });
  const { clientId, clientSecret } = s.sandbox.credentials;
  const basic = `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
  const issued = await fetch(`${s.url}/auth/api/authorization`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret }),
  });
  const token = ((await issued.json()) as { access_token: string }).access_token;
  const send = async (path: string, body: unknown, tok = token) => {
    const r = await fetch(s.url + path, {
      method: "POST",
      headers: { authorization: `Bearer ${tok}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: r.status, retryAfter: r.headers.get("retry-after"), json: (await r.json()) as unknown };
  };
  const estimate = (tok = token) => send("/api/v4/estimates", estimateBody, tok);
  const control = async (method: "GET" | "PATCH", body?: unknown, auth = basic) => {
    const r = await fetch(`${s.url}/_sandbox/rate-limits`, {
      method,
      headers: { authorization: auth },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: r.status, json: (await r.json()) as Record<string, unknown> };
  };
  return { ...s, clock, token, estimate, send, control };
}

describe("the sandbox's rate limits", () => {
  it("are off by default", async () => {
    const t = await served();
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.estimate()));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await t.control("GET")).json).toEqual({ limits: {}, counts: {} });
  });

  it("let a burst of the limit through, then answer 429 with Retry-After and the provider's error body", async () => {
    const t = await served({ rateLimits: { [ESTIMATE]: { requests: 3, perSeconds: 1 } } });
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.estimate()));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused).toMatchObject({ retryAfter: "1", json: { error: "Too Many Requests" } });
    // Refused at the gateway: no estimate made, nothing logged, but the call is counted as received.
    expect(t.sandbox.state.estimates).toHaveLength(3);
    expect(t.sandbox.state.requests).toHaveLength(3);
    expect(t.sandbox.state.counters.api_requests).toBe(5);
    // Other calls have limits of their own, or none.
    expect((await t.send("/api/v4/journey", {})).status).toBe(400);
  });

  it("ask for the wait until a call would pass, in whole seconds, and let it pass once the clock has moved on", async () => {
    const t = await served({ rateLimits: { [ESTIMATE]: { requests: 2, perSeconds: 10 } } });
    expect((await t.estimate()).status).toBe(200);
    expect((await t.estimate()).status).toBe(200);
    expect(await t.estimate()).toMatchObject({ status: 429, retryAfter: "5" }); // one call back every 5 s
    t.clock.advance(4_999);
    expect(await t.estimate()).toMatchObject({ status: 429, retryAfter: "1" }); // 1 ms, rounded up
    t.clock.advance(1);
    expect((await t.estimate()).status).toBe(200);
    expect((await t.estimate()).status).toBe(429);
    t.clock.advance(60_000); // a long quiet time refills the burst, no more
    const burst = await Promise.all(Array.from({ length: 3 }, () => t.estimate()));
    expect(burst.map((a) => a.status).sort()).toEqual([200, 200, 429]);
  });

  it("count per client: one client's burst leaves another's untouched", async () => {
    const t = await served({ rateLimits: { [ESTIMATE]: { requests: 1, perSeconds: 1 } } });
    const other = "b".repeat(64);
    t.sandbox.state.tokens[other] = { client_id: "another-client", expires_at: t.clock.now() + 3_600_000, revoked: false };
    expect((await t.estimate()).status).toBe(200);
    expect((await t.estimate()).status).toBe(429);
    expect((await t.estimate(other)).status).toBe(200);
    expect((await t.estimate(other)).status).toBe(429);
    // A call without a good token is not counted: it is refused for its token.
    expect((await t.estimate("c".repeat(64))).status).toBe(401);
  });

  it("are set, read and lifted through the control endpoint, with the client's credentials", async () => {
    const t = await served({ rateLimits: { [JOURNEY]: { requests: 5, perSeconds: 1 } } });
    expect((await t.control("GET", undefined, "Basic eDp5")).status).toBe(401);
    expect((await t.control("PATCH", { [ESTIMATE]: { requests: 1, perSeconds: 2 } })).json).toMatchObject({
      limits: { [JOURNEY]: { requests: 5, perSeconds: 1 }, [ESTIMATE]: { requests: 1, perSeconds: 2 } },
    });
    await t.estimate();
    expect(await t.estimate()).toMatchObject({ status: 429, retryAfter: "2" });
    expect((await t.control("GET")).json).toEqual({
      limits: { [JOURNEY]: { requests: 5, perSeconds: 1 }, [ESTIMATE]: { requests: 1, perSeconds: 2 } },
      counts: { [ESTIMATE]: { allowed: 1, limited: 1 } },
    });
    expect((await t.control("PATCH", { [ESTIMATE]: null })).json).toMatchObject({ limits: { [JOURNEY]: { requests: 5, perSeconds: 1 } } });
    expect((await t.estimate()).status).toBe(200);
    const bad = await t.control("PATCH", { "/api/v4/estimates": { requests: 1, perSeconds: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^\/api\/v4\/estimates is not a call: name one as "POST \/api\/v4\/estimates"/);
    expect((await t.control("PATCH", { [ESTIMATE]: { requests: 0, perSeconds: 1 } })).json.message).toBe("POST /api/v4/estimates.requests must be at least 1");
  });

  it("are not there when the control endpoints are off", async () => {
    const t = testSandbox({ control: false });
    const r = await t.sandbox.handle(
      new Request("http://sandbox.test/_sandbox/rate-limits", { headers: { authorization: `Basic ${btoa("ridedesk-sandbox:sandbox-secret")}` } }),
    );
    expect(r.status).toBe(404);
  });

  it("answer in the logistics API's error shape on its paths", async () => {
    const t = testSandbox({ rateLimits: { "GET /logistics/v1/webhooks": { requests: 1, perSeconds: 1 } } });
    const token = await t.token();
    expect((await t.call("GET", "/logistics/v1/webhooks", { token })).status).toBe(200);
    const refused = await t.call("GET", "/logistics/v1/webhooks", { token });
    expect(refused).toMatchObject({ status: 429, json: { errors: ["Too Many Requests"] } });
    expect(refused.headers.get("retry-after")).toBe("1");
  });

  it("refuse a malformed limit in the options", () => {
    expect(() => testSandbox({ rateLimits: { estimates: { requests: 10, perSeconds: 1 } } })).toThrow(/is not a call/);
  });
});
