import { BlockList, isIP } from "node:net";

/**
 * The header the server stamps on every request with the address of the connection itself
 * (lib/http/peer-address.ts), replacing whatever a client sent under that name.
 */
export const PEER_HEADER = "x-ridedesk-peer";

/** What a request says about where it came from. */
export type Origin = { peer: string | null; forwardedFor: string | null; realIp: string | null };

export const originOf = (headers: Headers): Origin => ({
  peer: headers.get(PEER_HEADER),
  forwardedFor: headers.get("x-forwarded-for"),
  realIp: headers.get("x-real-ip"),
});

/**
 * The client's address, for counting sign-in failures and requests: the connection's own address,
 * unless it is a trusted reverse proxy, whose X-Forwarded-For (read from the right, past the
 * proxies trusted) or else X-Real-IP names the client. A null peer means the connection is not
 * known, and the headers are believed as they stand. An IPv6 client counts by its /64, which one
 * subscriber usually holds whole.
 */
export function clientAddress({ peer, forwardedFor, realIp }: Origin, trusted: BlockList): string {
  const connection = peer === null ? null : parse(peer);
  if (connection && !isTrusted(connection, trusted)) return keyOf(connection);
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((h) => parse(h.trim()))
    .filter((h): h is Address => h !== null);
  // Each proxy appends the address it saw: the last one no trusted proxy stands behind is the client.
  const client = hops.findLast((h) => !isTrusted(h, trusted)) ?? hops[0] ?? (realIp === null ? null : parse(realIp.trim())) ?? connection;
  return client ? keyOf(client) : "unknown";
}

type Address = { family: "ipv4" | "ipv6"; address: string };

const isTrusted = (a: Address, trusted: BlockList) => trusted.check(a.address, a.family);

function parse(raw: string): Address | null {
  // Some proxies add the client's port: "203.0.113.7:51234", "[2001:db8::1]:443".
  const bare = /^\d+\.\d+\.\d+\.\d+:\d+$/.test(raw) ? raw.slice(0, raw.lastIndexOf(":")) : raw.replace(/^\[([^\]]+)\](:\d+)?$/, "$1");
  const kind = isIP(bare);
  if (kind === 4) return { family: "ipv4", address: bare };
  if (kind !== 6) return null;
  const groups = ipv6Groups(bare);
  const n = groups.map((g) => parseInt(g, 16));
  // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is that IPv4 client.
  if (n.slice(0, 5).every((g) => g === 0) && n[5] === 0xffff) return { family: "ipv4", address: [n[6]! >> 8, n[6]! & 255, n[7]! >> 8, n[7]! & 255].join(".") };
  return { family: "ipv6", address: groups.join(":") };
}

/** The eight groups of an IPv6 address, in the URL parser's canonical spelling (embedded IPv4 as hex). */
function ipv6Groups(address: string): string[] {
  const canonical = new URL(`http://[${address.replace(/%.*$/, "")}]`).hostname.slice(1, -1);
  const [head, tail] = canonical.split("::") as [string, string | undefined];
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  return tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
}

const keyOf = (a: Address) => (a.family === "ipv4" ? a.address : `${a.address.split(":").slice(0, 4).join(":")}::/64`);

/** What TRUST_PROXY may hold: "loopback", "none", and addresses or CIDR ranges, comma-separated. */
export function parseTrustedProxies(text: string): { ok: true; ranges: string[] } | { ok: false; problem: string } {
  const ranges: string[] = [];
  for (const item of text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (item === "none") continue;
    if (item === "loopback") {
      ranges.push("127.0.0.0/8", "::1/128");
      continue;
    }
    const [address = "", prefix, ...rest] = item.split("/");
    const kind = isIP(address);
    const bits = prefix === undefined ? (kind === 6 ? 128 : 32) : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (kind === 0 || rest.length > 0 || !(bits <= (kind === 6 ? 128 : 32))) {
      return { ok: false, problem: `has "${item}", which is not an IP address, a CIDR range (10.0.0.0/8), "loopback" or "none"` };
    }
    ranges.push(`${address}/${bits}`);
  }
  return { ok: true, ranges };
}

/** The trusted proxies' ranges as a list to check addresses against. */
export function trustList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address, bits] = range.split("/") as [string, string];
    list.addSubnet(address, Number(bits), isIP(address) === 6 ? "ipv6" : "ipv4");
  }
  return list;
}
