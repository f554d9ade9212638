import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, readBodyText } from "./body";
import { MAX_RECORDED, MAX_RECORDED_BYTES } from "./request-log";
import { ORIGIN, PLACES, REQUESTER, estimateAndBook, testSandbox } from "./testing";

const BASIC = `Basic ${Buffer.from("ridedesk-sandbox:sandbox-secret").toString("base64")}`;

/** A body that streams `total` bytes in 64 KB chunks without declaring its length; counts what was pulled. */
function endless(total: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("what strangers can make the sandbox hold", () => {
  it("records no request without a valid token", async () => {
    const t = testSandbox();
    const body = JSON.stringify({ requester_id: REQUESTER, rider: { name: "Ana Ruiz" }, stops: [{ loc: PLACES.sol }] });
    expect((await t.sandbox.handle(post("/api/v4/journey", body))).status).toBe(401);
    expect((await t.sandbox.handle(post("/api/v4/estimates", body, { authorization: `Bearer ${"f".repeat(64)}` }))).status).toBe(401);
    expect(t.sandbox.state.requests).toEqual([]);
  });

  it("refuses a body over 1 MB with 413 and a JSON message, as declared or as streamed", async () => {
    const t = testSandbox();
    const tok = await t.token();
    const declared = await t.sandbox.handle(
      post("/api/v4/journey", "x".repeat(MAX_BODY_BYTES + 1), { authorization: `Bearer ${tok}`, "content-type": "application/json" }),
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ message: expect.stringMatching(/larger than 1024 KB/) });

    const { body, pulled } = endless(50 * MAX_BODY_BYTES);
    const streamed = await t.sandbox.handle(post("/api/v4/journey", body, { authorization: `Bearer ${tok}` }));
    expect(streamed.status).toBe(413);
    // Stopped reading at the limit: not the 50 MB offered.
    expect(pulled.bytes).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * 64 * 1024);
    expect(t.sandbox.state.requests).toEqual([]);
  });

  it("limits the token endpoint, labels and control endpoints alike", async () => {
    const t = testSandbox();
    const tok = await t.token();
    const big = () => endless(2 * MAX_BODY_BYTES).body;
    expect((await t.sandbox.handle(post("/auth/api/authorization", big()))).status).toBe(413);
    expect((await t.sandbox.handle(post("/api/v4/labels", big(), { authorization: `Bearer ${tok}` }))).status).toBe(413);
    const patch = new Request(`${ORIGIN}/_sandbox/faults`, { method: "PATCH", body: big(), headers: { authorization: BASIC }, duplex: "half" } as RequestInit);
    expect((await t.sandbox.handle(patch)).status).toBe(413);
  });

  it("stops waiting for a body sent a byte at a time once its deadline passes", async () => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => void (timer = setInterval(() => controller.enqueue(new Uint8Array([0x20])), 20)),
      cancel: () => clearInterval(timer),
    });
    const started = Date.now();
    await expect(readBodyText(post("/api/v4/journey", body), MAX_BODY_BYTES, 300)).rejects.toMatchObject({
      status: 408,
      message: "body did not arrive within 0.3 s",
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("accepts a body just under the limit (and judges it as usual)", async () => {
    const t = testSandbox();
    const tok = await t.token();
    const padded = `${JSON.stringify({ name: "Padded" })}${" ".repeat(MAX_BODY_BYTES - 100)}`;
    const answer = await t.sandbox.handle(post("/api/v4/labels", padded, { authorization: `Bearer ${tok}`, "content-type": "application/json" }));
    expect(answer.status).toBe(200);
  });
});

describe("the request log", () => {
  it(`keeps the last ${MAX_RECORDED} requests`, async () => {
    const t = testSandbox();
    const tok = await t.token();
    for (let i = 0; i < 60; i++) await estimateAndBook(t, tok);
    const log = await t.call("GET", "/_sandbox/requests", { token: null });
    expect(t.sandbox.state.requests).toHaveLength(MAX_RECORDED);
    expect(t.sandbox.state.requests.at(-1)!.id).toBe(120);
    expect(log.status).toBe(401); // control endpoints take Basic credentials, not a bearer token
  });

  it(`stays under ${MAX_RECORDED_BYTES / 1024} KB of bodies, however large each is`, async () => {
    const t = testSandbox();
    const tok = await t.token();
    const note = "n".repeat(200 * 1024);
    for (let i = 0; i < 10; i++) {
      const answer = await t.call("POST", "/api/v4/estimates", {
        token: tok,
        body: { requester_id: REQUESTER, stops: [{ loc: PLACES.sol }, { loc: PLACES.retiro }], note },
      });
      expect(answer.status).toBe(400);
    }
    const bytes = JSON.stringify(t.sandbox.state.requests).length;
    expect(bytes).toBeLessThanOrEqual(MAX_RECORDED_BYTES + 10_000);
    expect(t.sandbox.state.requests.length).toBeGreaterThan(0);
    const listed = await t.sandbox.handle(new Request(`${ORIGIN}/_sandbox/requests`, { headers: { authorization: BASIC } }));
    expect((await listed.json()).requests.at(-1).body).toMatch(/too large to keep/);
  });
});
