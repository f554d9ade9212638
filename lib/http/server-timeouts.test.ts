import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, shortenServerTimeouts, shortenTimeouts } from "./server-timeouts";

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function listening(server: http.Server) {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe("the HTTP server's time limits", () => {
  it("are shortened on a server made with Node's defaults, as next start makes it, from its first request on", async () => {
    const server = http.createServer((_req, res) => res.end("ok"));
    expect(server.requestTimeout).toBe(300_000);
    shortenServerTimeouts();
    shortenServerTimeouts();
    expect(await (await fetch(await listening(server))).text()).toBe("ok");
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    // An idle connection is kept a minute, not Node's 5 s, so a client reusing it after a pause does not meet a reset.
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  });

  it("are never lengthened; Node's 0, no limit at all, is shortened too", () => {
    const shorter = http.createServer({ requestTimeout: 5_000, headersTimeout: 4_000 });
    shortenTimeouts(shorter);
    expect([shorter.requestTimeout, shorter.headersTimeout]).toEqual([5_000, 4_000]);
    const unlimited = http.createServer({ requestTimeout: 0 });
    shortenTimeouts(unlimited);
    expect(unlimited.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  });
});
