import "server-only";
import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * Whether the provider could reach a host, as far as the URL alone tells: Ridedesk's own small
 * check, for the admin page's warning. The provider judges callback URLs itself and its word is
 * final; this only says early that APP_URL will not do. (The sandbox has its own rules on purpose.)
 */

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
] as const)
  PRIVATE.addSubnet(net, bits, "ipv6");

/** Suffixes no public DNS answers for. */
const INTERNAL = [".localhost", ".local", ".internal", ".lan", ".home.arpa"];

/** A URL's host without brackets or the trailing dot that names the same host ("localhost."). */
export const bareHost = (url: URL) =>
  url.hostname
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "")
    .toLowerCase();

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d, as the URL parser writes it in hex) carries. */
function mappedIPv4(address: string): string | null {
  const m = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (!m) return null;
  const [hi, lo] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16)];
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
}

/** localhost, a name under .localhost, or a loopback address: this very machine. */
export function isLocalHost(host: string): boolean {
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  const v4 = isIPv4(host) ? host : isIPv6(host) ? mappedIPv4(host) : null;
  if (v4) return v4.startsWith("127.");
  return host === "::1";
}

/** Whether a host (as `bareHost` gives it: the URL parser has already normalised IPv4 in any notation) may be public. */
export function isPublicHost(host: string): boolean {
  if (isLocalHost(host)) return false;
  if (isIPv4(host)) return !PRIVATE.check(host, "ipv4");
  if (isIPv6(host)) {
    const v4 = mappedIPv4(host);
    return v4 ? !PRIVATE.check(v4, "ipv4") : !PRIVATE.check(host, "ipv6");
  }
  if (!host.includes(".")) return false; // a single label only resolves inside a network
  return !INTERNAL.some((suffix) => host.endsWith(suffix));
}
