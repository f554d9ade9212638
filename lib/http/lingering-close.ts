import "server-only";
import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/**
 * How long a connection closed after an early answer goes on taking what the client still sends.
 *
 * The webhook receiver and the sandbox answer a wrong secret or a body too large before reading the
 * body, then close the connection (`closeIfBodyUnread`). Closed with bytes still arriving, the kernel
 * answers them with a reset, and a client that has not yet read the answer loses it: it sees the
 * connection reset, never the 401 or the 413. A busy client (or the provider's, behind a proxy) often
 * has not. So, as nginx's lingering close does, the server sends its answer and its end of the
 * stream, throws away what still comes, and closes once the client has closed its side, or after this.
 */
export const LINGER_MS = 2_000;

const CHANNEL = "http.server.response.finish";
const KEY = Symbol.for("ridedesk.lingering-close");
type Holder = { [KEY]?: true };

/** Node's `destroySoon`, which the server calls once a `Connection: close` answer is sent, made to linger. */
const lingerThenDestroy = (lingerMs: number) =>
  function (this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
    this.once("end", () => this.destroy());
    // The request's unread rest is being thrown away already (Node dumps it); this keeps it flowing.
    this.resume();
  };

const lingering = new WeakSet<Socket>();

/** Makes a socket linger when closed after an answer given before its request had all arrived (once: the first time set holds). */
export function lingerIfUnread(request: IncomingMessage, socket: Socket, lingerMs = LINGER_MS) {
  if (request.complete || lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = lingerThenDestroy(lingerMs);
}

/**
 * For every server in this process (`next start` has no hook of its own): Node names the request,
 * its socket and its server on a diagnostics channel as each answer finishes, just before it closes
 * the connection of a `Connection: close` answer.
 */
export function lingerBeforeClosing() {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  holder[KEY] = true;
  diagnostics.subscribe(CHANNEL, (message) => {
    const { request, socket } = message as { request?: IncomingMessage; socket?: Socket };
    if (request && socket) lingerIfUnread(request, socket);
  });
}
