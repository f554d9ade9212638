import { describe, expect, it } from "vitest";
import { ORIGIN, testSandbox } from "./testing";

const form = (params: Record<string, string>) =>
  new Request(`${ORIGIN}/auth/api/authorization`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(params),
  });

describe("token endpoint", () => {
  const creds = { client_id: "ridedesk-sandbox", client_secret: "sandbox-secret" };

  it("issues a bearer token with a refresh token for client credentials", async () => {
    const t = testSandbox({ tokenTtlSeconds: 120 });
    const r = await t.sandbox.handle(form({ grant_type: "client_credentials", ...creds }));
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 120 });
    expect(body.access_token).toMatch(/^[a-f0-9]{64}$/);
    expect(body.refresh_token).toMatch(/^[a-f0-9]{64}$/);
  });

  it("refuses wrong credentials with 401 and an unknown grant with 400", async () => {
    const t = testSandbox();
    expect((await t.sandbox.handle(form({ grant_type: "client_credentials", client_id: creds.client_id, client_secret: "nope" }))).status).toBe(401);
    expect((await t.sandbox.handle(form({ grant_type: "client_credentials", client_id: "someone", client_secret: creds.client_secret }))).status).toBe(401);
    expect((await t.sandbox.handle(form({ grant_type: "password", ...creds }))).status).toBe(400);
  });

  it("renews with the refresh grant; a refresh token works once", async () => {
    const t = testSandbox();
    const first = await (await t.sandbox.handle(form({ grant_type: "client_credentials", ...creds }))).json();
    const renewed = await t.sandbox.handle(form({ grant_type: "refresh_token", refresh_token: first.refresh_token, ...creds }));
    expect(renewed.status).toBe(200);
    const second = await renewed.json();
    expect(second.access_token).not.toBe(first.access_token);
    expect((await t.sandbox.handle(form({ grant_type: "refresh_token", refresh_token: first.refresh_token, ...creds }))).status).toBe(401);
    expect((await t.sandbox.handle(form({ grant_type: "refresh_token", refresh_token: "unknown", ...creds }))).status).toBe(401);
  });

  it("takes client credentials by HTTP Basic and JSON bodies too", async () => {
    const t = testSandbox();
    const basic = await t.sandbox.handle(
      new Request(`${ORIGIN}/auth/api/authorization`, {
        method: "POST",
        headers: { authorization: `Basic ${btoa(`${creds.client_id}:${creds.client_secret}`)}`, "content-type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials",
      }),
    );
    expect(basic.status).toBe(200);
    const json = await t.sandbox.handle(
      new Request(`${ORIGIN}/auth/api/authorization`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ grant_type: "client_credentials", ...creds }),
      }),
    );
    expect(json.status).toBe(200);
  });
});

describe("bearer tokens on the API", () => {
  it("answers 401 without a token, with an unknown one, an expired one and a revoked one", async () => {
    const t = testSandbox({ tokenTtlSeconds: 60 });
    expect((await t.call("GET", "/api/v4/users")).status).toBe(401);
    expect((await t.call("GET", "/api/v4/users", { token: "f".repeat(64) })).status).toBe(401);

    const tok = await t.token();
    expect((await t.call("GET", "/api/v4/users", { token: tok })).status).toBe(200);
    t.clock.advance(59_999);
    expect((await t.call("GET", "/api/v4/users", { token: tok })).status).toBe(200);
    t.clock.advance(1);
    const expired = await t.call("GET", "/api/v4/users", { token: tok });
    expect(expired.status).toBe(401);
    expect(expired.json.error).toMatch(/expired/);

    const other = await t.token();
    const revoke = await t.sandbox.handle(new Request(`${ORIGIN}/auth/api/authorization`, { method: "DELETE", headers: { authorization: `Bearer ${other}` } }));
    expect(revoke.status).toBe(204);
    const revoked = await t.call("GET", "/api/v4/users", { token: other });
    expect(revoked.status).toBe(401);
    expect(revoked.json.error).toMatch(/revoked/);
  });
});
