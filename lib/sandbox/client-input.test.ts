import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { ORIGIN, PLACES, REQUESTER, estimateAndBook, stopsOf, testSandbox, type TestSandbox } from "./testing";

/** Whatever a client sends, the sandbox answers with a 4xx that says why, never a 500. */

const TOKEN_URL = `${ORIGIN}/auth/api/authorization`;
const CREDS = { client_id: "ridedesk-sandbox", client_secret: "sandbox-secret" };

let t: TestSandbox;
let tok: string;
beforeEach(async () => {
  t = testSandbox({ tokenTtlSeconds: 3600 });
  tok = await t.token();
});

const tokenRequest = (init: { headers?: Record<string, string>; body?: string }) => t.sandbox.handle(new Request(TOKEN_URL, { method: "POST", ...init }));
const form = (params: Record<string, string>) =>
  tokenRequest({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(params).toString() });

describe("the token endpoint", () => {
  it("answers a Basic header that does not decode with 400, not 500", async () => {
    for (const pair of ["a%:b", "ridedesk-sandbox:%E0%A4%A", "%"]) {
      const r = await tokenRequest({
        headers: { authorization: `Basic ${Buffer.from(pair).toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials",
      });
      expect(r.status, pair).toBe(400);
      expect((await r.json()).message).toMatch(/Basic/);
    }
  });

  it("still reads percent-encoded Basic credentials", async () => {
    const encoded = `${encodeURIComponent(CREDS.client_id)}:${encodeURIComponent(CREDS.client_secret)}`;
    const r = await tokenRequest({ headers: { authorization: `Basic ${btoa(encoded)}` }, body: "grant_type=client_credentials" });
    expect(r.status).toBe(200);
  });

  it("answers malformed JSON and JSON values that are not text with 400", async () => {
    const json = (body: string) => tokenRequest({ headers: { "content-type": "application/json" }, body });
    expect((await json("{grant_type:")).status).toBe(400);
    const nested = await json(JSON.stringify({ grant_type: { toString: "client_credentials" }, ...CREDS }));
    expect(nested.status).toBe(400);
    expect((await nested.json()).message).toMatch(/grant_type/);
  });

  it("answers an unknown or expired refresh token with 401", async () => {
    const first = await (await form({ grant_type: "client_credentials", ...CREDS })).json();
    for (const refresh_token of ["nope", "__proto__", "constructor"]) {
      const r = await form({ grant_type: "refresh_token", refresh_token, ...CREDS });
      expect(r.status, refresh_token).toBe(401);
      expect(await r.json()).toMatchObject({ error: "invalid_grant" });
    }
    t.clock.advance(31 * 24 * 3600 * 1000);
    const expired = await form({ grant_type: "refresh_token", refresh_token: first.refresh_token, ...CREDS });
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toMatch(/expired|unknown/);
  });
});

describe("bearer tokens", () => {
  it("never take a name every object has for a token", async () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const r = await t.call("GET", "/api/v4/users", { token: name });
      expect(r.status, name).toBe(401);
      const revoke = await t.sandbox.handle(new Request(TOKEN_URL, { method: "DELETE", headers: { authorization: `Bearer ${name}` } }));
      expect(revoke.status, name).toBe(401);
    }
    expect(({} as { revoked?: unknown }).revoked).toBeUndefined();
  });
});

describe("ride requests", () => {
  it("want start_at with a reserved estimate", async () => {
    for (const start_at of [undefined, null, ""]) {
      const r = await t.call("POST", "/api/v4/estimates", {
        token: tok,
        body: { requester_id: REQUESTER, start_type: "reserved", start_at, stops: stopsOf(PLACES.sol, PLACES.retiro) },
      });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ field: "start_at" });
      expect(r.json.message).toMatch(/required when start_type is "reserved"/);
    }
  });

  it("refuse a rider id that is not a company user", async () => {
    const { booked } = await estimateAndBook(t, tok, { journey: { rider: { id: "0123456789abcdef0123456789abcdef" } } });
    expect(booked.status).toBe(400);
    expect(booked.json).toMatchObject({ field: "rider.id" });
    expect(booked.json.message).toMatch(/not a user/);
  });

  it("refuse a journey whose pickup is outside the service area", async () => {
    const r = await t.call("POST", "/api/v4/journey", {
      token: tok,
      body: { product_id: "7d2a4c1e9b8f4a3d8e6c5b4a39281706", requester_id: REQUESTER, rider: { id: REQUESTER }, stops: stopsOf(PLACES.t4, PLACES.sol) },
    });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ field: "stops[0].loc" });
    expect(r.json.message).toMatch(/service area/);
  });

  it.each([
    ["POST", "/api/v4/estimates", {}],
    ["POST", "/api/v4/journey", {}],
    ["POST", "/api/v4/labels", {}],
    ["PATCH", "/api/v4/labels", { id: "any" }],
  ])("answer malformed JSON on %s %s with 400", async (method, path, query) => {
    for (const raw of ["{stops:", "[1,", "nul"]) {
      const r = await t.call(method, path, { token: tok, raw, query });
      expect(r.status, raw).toBe(400);
      expect(r.json).toMatchObject({ field: "body" });
      expect(r.json.message).toMatch(/not valid JSON/);
    }
  });
});

describe("any JSON at all", () => {
  it("gets an answer below 500 from every endpoint that takes a body", async () => {
    const value = fc.letrec((tie) => ({
      any: fc.oneof({ depthSize: "small" }, fc.constant(null), fc.boolean(), fc.double(), fc.integer(), fc.string(), tie("array"), tie("object")),
      array: fc.array(tie("any"), { maxLength: 4 }),
      object: fc.dictionary(
        fc.constantFrom(
          "stops",
          "loc",
          "start_at",
          "start_type",
          "rider",
          "id",
          "name",
          "requester_id",
          "product_id",
          "mobile",
          "contact",
          "contacts",
          "meeting_point",
          "location_id",
          "label_slug",
          "grant_type",
          "__proto__",
          "toString",
        ),
        tie("any"),
        { maxKeys: 5 },
      ),
    })).any;
    const base = { requester_id: REQUESTER, start_type: "asap", stops: stopsOf(PLACES.sol, PLACES.retiro), rider: { id: REQUESTER }, product_id: "x" };
    const bodies = fc.oneof(
      value,
      value.map((v) => (v && typeof v === "object" && !Array.isArray(v) ? { ...base, ...v } : v)),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/api/v4/estimates", "/api/v4/journey", "/api/v4/labels", "/auth/api/authorization"), bodies, async (path, body) => {
        const r = await t.call("POST", path, { token: tok, raw: JSON.stringify(body) ?? "null" });
        expect(r.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
  });
});
