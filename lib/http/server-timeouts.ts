import "server-only";
import diagnostics from "node:diagnostics_channel";
import type { Server } from "node:http";

/**
 * How long a client may take to send a whole request, body included, and its headers. Node's
 * defaults (5 minutes, 1 minute) let a body sent a byte at a time hold a connection and what Next
 * has buffered of it for 5 minutes. Node checks every 30 s, so a request is cut off (408, then
 * the connection closed) between 30 and 60 s after it started.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const HEADERS_TIMEOUT_MS = 15_000;
/**
 * How long an idle kept-alive connection stays open. Node's 5 s races clients that reuse a connection
 * after a pause: the server closes it as the next request is sent, and that request fails with a reset.
 * 65 s outlasts such pauses, and the idle time of nginx's upstream connections (60 s by default),
 * so the client side closes an idle connection first, never the server as a request comes in.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const CHANNEL = "http.server.request.start";
const KEY = Symbol.for("ridedesk.server-timeouts");
type Holder = { [KEY]?: true };

/** Gives a server the shorter limits on requests (never lengthening one set shorter), and the longer idle keep-alive. */
export function shortenTimeouts(server: Server) {
  if (!(server.requestTimeout > 0 && server.requestTimeout <= REQUEST_TIMEOUT_MS)) server.requestTimeout = REQUEST_TIMEOUT_MS;
  if (!(server.headersTimeout > 0 && server.headersTimeout <= HEADERS_TIMEOUT_MS)) server.headersTimeout = HEADERS_TIMEOUT_MS;
  if (server.keepAliveTimeout < KEEP_ALIVE_TIMEOUT_MS) server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}

/**
 * `next start` creates its HTTP server with Node's defaults and has no setting for these. Node
 * names the server of every request it starts on a diagnostics channel, so the first request seen
 * gives that server the shorter limits; they hold from then on, that request included.
 */
export function shortenServerTimeouts() {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  holder[KEY] = true;
  const done = new WeakSet<Server>();
  diagnostics.subscribe(CHANNEL, (message) => {
    const { server } = message as { server?: Server };
    if (!server || done.has(server)) return;
    done.add(server);
    shortenTimeouts(server);
  });
}
