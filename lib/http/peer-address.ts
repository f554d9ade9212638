import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { BlockList, Socket } from "node:net";
import { env } from "@/lib/env";
import { clientAddress, originOf, PEER_HEADER, trustList } from "@/lib/client-address";

const KEY = Symbol.for("ridedesk.peer-address");
type Holder = { [KEY]?: (message: unknown) => void };

/**
 * Writes the connection's own address into each request's headers as the server receives it, before
 * Next sees it: route handlers are given no socket, and Next fills in X-Forwarded-For from the
 * connection only when the client sent none. Runs once, at start (instrumentation.ts).
 */
export function stampPeerAddresses() {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  holder[KEY] = (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_HEADER] = socket.remoteAddress ?? "";
  };
  subscribe("http.server.request.start", holder[KEY]);
}

let trusted: BlockList | undefined;

/**
 * The client making this request, by the configured trusted proxies (TRUST_PROXY). In a process that
 * stamps no addresses (a test calling a handler directly), a peer header can only be the client's
 * own, and the forwarded headers are taken as they stand.
 */
export function requestClientAddress(headers: Headers): string {
  trusted ??= trustList(env().http.trustedProxies);
  const origin = originOf(headers);
  return clientAddress((globalThis as Holder)[KEY] ? origin : { ...origin, peer: null }, trusted);
}
