import "server-only";
import { isIP } from "node:net";

/**
 * The client's address, for counting failed sign-ins: the first hop of X-Forwarded-For, else
 * X-Real-IP. This trusts the reverse proxy in front of Ridedesk to set these headers itself,
 * replacing whatever the client sent (see README); `next start` alone fills in X-Forwarded-For
 * from the connection only when the client sent none. An IPv6 client counts by its /64, which
 * one subscriber usually holds whole.
 */
export function clientAddress(headers: Headers): string {
  const candidates = [headers.get("x-forwarded-for")?.split(",")[0], headers.get("x-real-ip")];
  for (const raw of candidates) {
    const address = raw && normalise(raw.trim());
    if (address) return address;
  }
  return "unknown";
}

function normalise(raw: string): string | null {
  // Some proxies add the client's port: "203.0.113.7:51234", "[2001:db8::1]:443".
  const bare = /^\d+\.\d+\.\d+\.\d+:\d+$/.test(raw) ? raw.slice(0, raw.lastIndexOf(":")) : raw.replace(/^\[([^\]]+)\](:\d+)?$/, "$1");
  const kind = isIP(bare);
  if (kind === 4) return bare;
  if (kind === 6) return ipv6Key(bare);
  return null;
}

function ipv6Key(address: string): string {
  // The URL parser writes an IPv6 address in one canonical, compressed form, embedded IPv4 as hex.
  const canonical = new URL(`http://[${address.replace(/%.*$/, "")}]`).hostname.slice(1, -1);
  const [head, tail] = canonical.split("::") as [string, string | undefined];
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
  const n = groups.map((g) => parseInt(g, 16));
  // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is that IPv4 client.
  if (n.slice(0, 5).every((g) => g === 0) && n[5] === 0xffff) return [n[6]! >> 8, n[6]! & 255, n[7]! >> 8, n[7]! & 255].join(".");
  return `${groups.slice(0, 4).join(":")}::/64`;
}
