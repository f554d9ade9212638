import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { lingerBeforeClosing, lingerIfUnread } from "./lingering-close";

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A server answering 401 and closing before it reads a byte of the body, as the webhook receiver does a stranger. */
async function refusingServer(onRequest: (req: http.IncomingMessage) => void = () => undefined) {
  const server = http.createServer((req, res) => {
    onRequest(req);
    res.writeHead(401, { connection: "close", "content-type": "text/plain" }).end("not you");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Declares 10 MB and sends `sending` bytes of it as fast as the server takes them, reading nothing for
 * the first `busyMs` (a client busy elsewhere), and keeping its own side open when `halfOpen`.
 * Resolves with what it read and when the connection closed.
 */
function upload(port: number, { busyMs = 300, halfOpen = false, sending = 10 * 1024 * 1024 } = {}) {
  return new Promise<{ answer: string; error: string | null; closedMs: number }>((resolve) => {
    const started = Date.now();
    const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: halfOpen });
    let answer = "";
    let error: string | null = null;
    socket.pause();
    setTimeout(() => socket.resume(), busyMs);
    socket.on("data", (data) => (answer += data.toString()));
    socket.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on("close", () => resolve({ answer, error, closedMs: Date.now() - started }));
    const length = 10 * 1024 * 1024;
    socket.write(`POST /webhook HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${length}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < sending && !socket.destroyed && socket.writable) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
}

describe("closing a connection after an early answer", () => {
  it("lets a client still sending, and not yet reading, get the answer instead of a reset", async () => {
    lingerBeforeClosing();
    lingerBeforeClosing();
    const port = await refusingServer();
    for (let i = 0; i < 5; i++) {
      const { answer, error } = await upload(port);
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).toContain("not you");
      expect(error).toBeNull();
    }
  });

  it("closes, once the lingering time is over, a connection whose client neither finishes its body nor closes", async () => {
    const started = Date.now();
    let closed: Promise<number> | undefined;
    const port = await refusingServer((req) => {
      lingerIfUnread(req, req.socket, 200);
      closed = new Promise((resolve) => req.socket.once("close", () => resolve(Date.now() - started)));
    });
    // Half the declared body, then silence, its own side kept open.
    const client = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    client.on("error", () => undefined);
    client.write("POST /webhook HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n" + " ".repeat(500));
    const answer = await new Promise<string>((resolve) => client.once("data", (data) => resolve(data.toString())));
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(await closed).toBeGreaterThanOrEqual(200);
    client.destroy();
  });

  it("leaves a connection whose request had all arrived to Node", async () => {
    const port = await refusingServer();
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "{}" });
    expect(response.status).toBe(401);
    expect(await response.text()).toBe("not you");
  });
});
