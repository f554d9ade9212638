import { describe, expect, it } from "vitest";
import { bodyFailureResponse, closeIfBodyUnread, readJsonBody, readTextBody } from "./body";

const request = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://app.test/api/webhooks/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** Streams `total` bytes in 16 KB chunks without declaring a length; counts what was pulled. */
function stream(total: number, byte = 0x20) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(16 * 1024).fill(byte);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.byteLength, total - pulled.bytes));
      pulled.bytes += part.byteLength;
      controller.enqueue(part);
    },
  });
  return { body, pulled };
}

describe("reading a route's JSON body", () => {
  it("parses JSON within the limit", async () => {
    expect(await readJsonBody(request(JSON.stringify({ event: "parcel.delivered", n: 1 })))).toEqual({ ok: true, value: { event: "parcel.delivered", n: 1 } });
  });

  it("reads multi-byte characters split across chunks", async () => {
    const text = JSON.stringify({ name: "Ñandú Cañón ".repeat(5000) });
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 7) c.enqueue(bytes.subarray(i, i + 7));
        c.close();
      },
    });
    expect(await readJsonBody(request(body))).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it("accepts exactly the limit and refuses one byte more, counted in bytes, not characters", async () => {
    expect(await readTextBody(request("é".repeat(50)), { maxBytes: 100 })).toEqual({ ok: true, value: "é".repeat(50) });
    expect(await readTextBody(request(`${"é".repeat(50)}x`), { maxBytes: 100 })).toMatchObject({ ok: false, status: 413, code: "too_large" });
  });

  it("refuses a declared length over the limit without reading the body", async () => {
    const { body, pulled } = stream(10_000_000);
    const result = await readJsonBody(request(body, { "content-length": "10000000" }), { maxBytes: 1000 });
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(pulled.bytes).toBeLessThan(64 * 1024);
  });

  it("stops reading an undeclared stream once it passes the limit", async () => {
    const { body, pulled } = stream(50_000_000);
    const result = await readJsonBody(request(body), { maxBytes: 100_000 });
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(pulled.bytes).toBeLessThanOrEqual(100_000 + 2 * 16 * 1024);
  });

  it("gives up on a body still arriving at the deadline, and stops reading it", async () => {
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    // A byte every 20 ms, for ever: never too large, never done.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        timer = setInterval(() => controller.enqueue(new Uint8Array([0x20])), 20);
      },
      cancel() {
        cancelled = true;
        clearInterval(timer);
      },
    });
    const started = Date.now();
    expect(await readJsonBody(request(body), { deadlineMs: 300 })).toEqual({
      ok: false,
      status: 408,
      code: "too_slow",
      message: "The request body did not arrive within 0.3 s.",
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(cancelled).toBe(true);
  });

  it("reads a body that ends before the deadline", async () => {
    expect(await readJsonBody(request('{"a":1}'), { deadlineMs: 60_000 })).toEqual({ ok: true, value: { a: 1 } });
  });

  it("closes the connection after an answer given before the body was read to its end", async () => {
    const connection = (req: Request, status: number) => closeIfBodyUnread(req, new Response(null, { status })).headers.get("connection");
    // Never read (a wrong secret), given up on (too large, too slow): the rest is not waited for.
    expect(connection(request("{}"), 401)).toBe("close");
    const large = request("x".repeat(2000));
    await readTextBody(large, { maxBytes: 1000 });
    expect(connection(large, 413)).toBe("close");
    // Read to its end, or no body at all: the connection may serve the next request.
    const read = request("{}");
    await readJsonBody(read);
    expect(connection(read, 200)).toBeNull();
    expect(connection(new Request("http://app.test/"), 404)).toBeNull();
  });

  it("tells an empty body from malformed JSON, both as 400", async () => {
    expect(await readJsonBody(request(null))).toMatchObject({ ok: false, status: 400, code: "empty" });
    expect(await readJsonBody(request("  "))).toMatchObject({ ok: false, status: 400, code: "empty" });
    expect(await readJsonBody(request("{ nope"))).toMatchObject({ ok: false, status: 400, code: "invalid_json" });
  });

  it("turns a failure into a JSON answer with its status", async () => {
    const result = await readJsonBody(request("x".repeat(2000)), { maxBytes: 1000 });
    if (result.ok) throw new Error("expected a failure");
    const response = bodyFailureResponse(result);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "too_large", message: "The request body is larger than 1000 bytes." });
  });
});
