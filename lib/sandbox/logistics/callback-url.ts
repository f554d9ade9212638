import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * Whether a webhook callback URL has a public host, as the provider requires. The URL parser
 * normalises IPv4 in any notation (`127.1`, `0x7f.0.0.1`, `2130706433`, `0177.0.0.1`) and IPv6
 * (`[0:0::1]`), so ranges are checked on the canonical address; IPv4 carried inside IPv6
 * (mapped, compatible, NAT64, 6to4) is checked as the IPv4 it carries. Names are not resolved:
 * a public-looking name pointing at a private address is the receiver's own business here.
 */

export const CALLBACK_REQUIRED = "callback_url is required";
export const CALLBACK_NOT_PUBLIC = "callback_url must be an http(s) URL with a public host";

const NOT_PUBLIC_V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
];
const NOT_PUBLIC_V6: [string, number][] = [
  ["::", 128],
  ["::1", 128],
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
];

const blocked = new BlockList();
for (const [net, bits] of NOT_PUBLIC_V4) blocked.addSubnet(net, bits, "ipv4");
for (const [net, bits] of NOT_PUBLIC_V6) blocked.addSubnet(net, bits, "ipv6");

/** Names no public DNS answers: single labels are refused separately. */
const INTERNAL_SUFFIXES = [
  "localhost",
  "local",
  "localdomain",
  "internal",
  "intranet",
  "lan",
  "home",
  "corp",
  "private",
  "home.arpa",
  "test",
  "invalid",
  "example",
];

/** The 16 bytes of an IPv6 address (already validated). */
function bytesOfIPv6(address: string): number[] {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -v4[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.flatMap((g) => {
    const n = parseInt(g || "0", 16);
    return [n >> 8, n & 0xff];
  });
}

/** The IPv4 address an IPv6 address carries, when it is of a form that reaches one. */
function embeddedIPv4(address: string): string | null {
  const b = bytesOfIPv6(address);
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const v4 = (at: number) => b.slice(at, at + 4).join(".");
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12); // ::ffff:a.b.c.d
  if (zeros(0, 12)) return v4(12); // ::a.b.c.d (deprecated "compatible")
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return v4(12); // 64:ff9b::/96
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2); // 2002::/16, 6to4
  return null;
}

function publicAddress(address: string, allowLoopback: boolean): boolean {
  if (isIPv4(address)) {
    if (allowLoopback && address.startsWith("127.")) return true;
    return !blocked.check(address, "ipv4");
  }
  const carried = embeddedIPv4(address);
  if (carried !== null && (carried === "0.0.0.0" || blocked.check(carried, "ipv4"))) return false;
  return !blocked.check(address, "ipv6");
}

function publicName(host: string): boolean {
  const name = host.toLowerCase();
  const labels = name.split(".");
  if (labels.length < 2 || labels.some((l) => l === "")) return false;
  // A name whose last label is numeric is no DNS name, and would be read as an address elsewhere.
  if (/^(\d+|0x[\da-f]*)$/.test(labels[labels.length - 1]!)) return false;
  return !INTERNAL_SUFFIXES.some((s) => name === s || name.endsWith(`.${s}`));
}

export type CallbackCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * Checks a callback URL. With `allowLoopback`, IPv4 loopback literals (127.0.0.0/8) are admitted
 * so a local app can receive notifications; `localhost`, `[::1]` and private ranges stay refused.
 */
export function checkCallbackUrl(value: unknown, { allowLoopback = false } = {}): CallbackCheck {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return { ok: false, message: CALLBACK_REQUIRED };
  if (typeof value !== "string") return { ok: false, message: CALLBACK_NOT_PUBLIC };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, message: CALLBACK_NOT_PUBLIC };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, message: CALLBACK_NOT_PUBLIC };
  // A trailing dot names the same host ("localhost." is localhost).
  const host = url.hostname.replace(/\.$/, "");
  const bracketed = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : null;
  const ok = bracketed !== null ? isIPv6(bracketed) && publicAddress(bracketed, false) : isIPv4(host) ? publicAddress(host, allowLoopback) : publicName(host);
  return ok ? { ok: true, url: url.toString() } : { ok: false, message: CALLBACK_NOT_PUBLIC };
}
