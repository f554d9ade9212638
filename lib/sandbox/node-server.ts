import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

/** Serves a fetch-style handler on a local port: the sandbox on a port of its own, for tests and benchmarks. */
export async function serve(
  handle: (request: Request) => Promise<Response>,
  { port = 0, host = "127.0.0.1" } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    try {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      // Streamed, not buffered: the sandbox stops reading a body at its size limit.
      const request = new Request(`http://${req.headers.host ?? `${host}:${port}`}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === "GET" || req.method === "HEAD" ? undefined : (Readable.toWeb(req) as ReadableStream<Uint8Array>),
        duplex: "half",
      } as RequestInit);
      const response = await handle(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (e) {
      console.error("[sandbox server]", e);
      res.writeHead(500).end();
    }
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
