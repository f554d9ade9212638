import net from "node:net";
import { expect, test } from "@playwright/test";

/**
 * What a stranger can make the production server hold, over raw HTTP: bodies too large, bodies
 * sent a byte at a time, and text no database could store. Next's proxy reads a whole body before
 * anything answers, so the webhook receiver and the sandbox are not proxied, and read their own.
 */

const NINE_AND_A_HALF_MB = 9.5 * 1024 * 1024;

type Exchange = { status: number | null; answeredMs: number | null; closedMs: number | null };

/**
 * POSTs to the server by hand: the headers, then a body declared as `length` bytes, sent as fast as
 * the server takes it ("fast") or one byte every 200 ms ("slow"). Resolves once the server has
 * closed the connection (or answered, with `untilAnswered`), or after `waitMs`, with the status
 * line's code and when each came.
 */
function post(
  baseURL: string,
  path: string,
  {
    length,
    pace,
    authorization = "Bearer not-the-secret",
    waitMs = 5_000,
    untilAnswered = false,
    chunked = false,
  }: { length: number; pace: "fast" | "slow"; authorization?: string; waitMs?: number; untilAnswered?: boolean; chunked?: boolean },
) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<Exchange>((resolve) => {
    const started = Date.now();
    const result: Exchange = { status: null, answeredMs: null, closedMs: null };
    const socket = net.connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    let answer = "";
    const finish = () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(result);
    };
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      const code = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (code && result.status === null) {
        [result.status, result.answeredMs] = [Number(code[1]), Date.now() - started];
        if (untilAnswered) finish();
      }
    });
    // A refused upload ends in a reset or a broken pipe on our side: the server stopped taking it.
    socket.on("error", () => undefined);
    socket.on("close", () => {
      result.closedMs = Date.now() - started;
      finish();
    });
    const framing = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`;
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: ${authorization}\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`,
    );
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    // Without a declared length, each piece carries its own size, and an empty one ends the body.
    const piece = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]) : chunk;
    const pump = () => {
      while (pace === "fast" && sent < length && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(piece)) return void socket.once("drain", pump);
      }
      if (chunked && sent >= length && !socket.destroyed) socket.write("0\r\n\r\n");
    };
    pump();
    const drip = setInterval(() => pace === "slow" && !socket.destroyed && socket.write(" "), 200);
    const giveUp = setTimeout(finish, waitMs);
  });
}

test.describe("large and slow bodies", () => {
  test("the webhook receiver answers a stranger's 9.5 MB body at once, and stops taking it", async ({ baseURL }) => {
    const exchange = await post(baseURL!, "/api/webhooks/logistics", { length: NINE_AND_A_HALF_MB, pace: "fast" });
    expect(exchange.status).toBe(401);
    expect(exchange.answeredMs).toBeLessThan(2_000);
    expect(exchange.closedMs).toBeLessThan(2_000);
  });

  test("a body sent a byte at a time gets the receiver's 401 at once, and the connection is closed", async ({ baseURL }) => {
    const exchange = await post(baseURL!, "/api/webhooks/logistics", { length: 60_000, pace: "slow" });
    expect(exchange).toMatchObject({ status: 401 });
    expect(exchange.closedMs).toBeLessThan(2_000);
  });

  test("the sandbox refuses a body declared over its limit with 413 before reading it", async ({ baseURL }) => {
    const exchange = await post(baseURL!, "/sandbox/auth/api/authorization", { length: NINE_AND_A_HALF_MB, pace: "fast" });
    expect(exchange.status).toBe(413);
    expect(exchange.closedMs).toBeLessThan(2_000);
  });

  test("a body still arriving at the deadline is cut off with 408", async ({ baseURL }) => {
    // The token endpoint reads its body before anything else, as the receiver does once the secret matches.
    const exchange = await post(baseURL!, "/sandbox/auth/api/authorization", { length: 60_000, pace: "slow", waitMs: 20_000 });
    expect(exchange.status).toBe(408);
    expect(exchange.answeredMs).toBeGreaterThanOrEqual(9_500);
    expect(exchange.closedMs).toBeLessThan(13_000);
  });

  test("a page refuses a body declared over 1 MB with 413, through the proxy", async ({ baseURL }) => {
    // Next reads the whole body before the proxy's answer goes out (holding 1 MB of it at most).
    const exchange = await post(baseURL!, "/sign-in", { length: 2 * 1024 * 1024, pace: "fast", untilAnswered: true });
    expect(exchange.status).toBe(413);
  });

  test("a server action refuses a body over 1 MB sent without a declared length (chunked) with 413", async ({ baseURL }) => {
    // Next cuts such a body where it stops holding it; cut, the action would fail to read it (a 500).
    const exchange = await post(baseURL!, "/sign-in", { length: 2 * 1024 * 1024, pace: "fast", untilAnswered: true, chunked: true });
    expect(exchange.status).toBe(413);
  });

  test("the receiver's and the sandbox's answers still carry the security headers", async ({ request }) => {
    for (const response of [await request.post("/api/webhooks/logistics", { data: {} }), await request.get("/sandbox/photon/api?q=sol")]) {
      expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers()["x-frame-options"]).toBe("DENY");
    }
  });
});

test.describe("NUL characters", () => {
  test("a page address holding one is refused with 400, a route handler's query with the field named", async ({ page }) => {
    expect((await page.request.get("/admin/labels?q=a%00b")).status()).toBe(400);
    const places = await page.request.get("/api/places?q=a%00b");
    expect(places.status()).toBe(400);
    expect(await places.json()).toMatchObject({ error: { code: "invalid", fields: { q: expect.stringContaining("NUL") } } });
  });
});
