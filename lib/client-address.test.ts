import { describe, expect, it } from "vitest";
import { clientAddress, originOf, parseTrustedProxies, PEER_HEADER, trustList } from "@/lib/client-address";

const ranges = (text: string) => {
  const parsed = parseTrustedProxies(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.ranges;
};
const loopback = trustList(ranges("loopback"));
const from = (h: Record<string, string>, trusted = loopback) => clientAddress(originOf(new Headers(h)), trusted);
const behindProxy = (h: Record<string, string>) => from({ [PEER_HEADER]: "127.0.0.1", ...h });

describe("the client address of a request", () => {
  it("is the connection's own when it does not come from a trusted proxy, whatever the headers claim", () => {
    expect(from({ [PEER_HEADER]: "198.51.100.4", "x-forwarded-for": "203.0.113.7", "x-real-ip": "203.0.113.8" })).toBe("198.51.100.4");
    expect(from({ [PEER_HEADER]: "127.0.0.1", "x-forwarded-for": "203.0.113.7" }, trustList([]))).toBe("127.0.0.1");
  });

  it("behind a trusted proxy, is the last hop of X-Forwarded-For no trusted proxy stands behind, else X-Real-IP, else the proxy", () => {
    expect(behindProxy({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "10.0.0.2" })).toBe("203.0.113.7");
    // A client's own X-Forwarded-For, passed on with the proxy's entry appended, does not speak for it.
    expect(behindProxy({ "x-forwarded-for": "192.0.2.1, 203.0.113.7" })).toBe("203.0.113.7");
    expect(from({ [PEER_HEADER]: "10.1.2.3", "x-forwarded-for": "192.0.2.1, 203.0.113.7, 10.0.0.5" }, trustList(ranges("10.0.0.0/8, loopback")))).toBe(
      "203.0.113.7",
    );
    expect(behindProxy({ "x-forwarded-for": "not an address", "x-real-ip": "198.51.100.4" })).toBe("198.51.100.4");
    expect(behindProxy({ "x-real-ip": "198.51.100.4" })).toBe("198.51.100.4");
    expect(behindProxy({})).toBe("127.0.0.1");
    // Everything on the way is trusted: the first hop is the client (a browser on the proxy's own machine).
    expect(behindProxy({ "x-forwarded-for": "127.0.0.2" })).toBe("127.0.0.2");
  });

  it("takes the headers as they stand when the connection is not known", () => {
    expect(from({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" })).toBe("10.0.0.1");
    expect(from({ "x-real-ip": "198.51.100.4" })).toBe("198.51.100.4");
    expect(from({})).toBe("unknown");
  });

  it("drops a port, and counts an IPv4 client behind an IPv6 socket as the IPv4 client", () => {
    expect(from({ [PEER_HEADER]: "::ffff:127.0.0.1", "x-forwarded-for": "203.0.113.7:51234" })).toBe("203.0.113.7");
    expect(from({ [PEER_HEADER]: "::ffff:203.0.113.7" })).toBe("203.0.113.7");
    expect(from({ [PEER_HEADER]: "::ffff:cb00:7107" })).toBe("203.0.113.7");
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    const key = "2001:db8:85a3:8d3::/64";
    for (const written of ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:0DB8:85A3:08D3::1", "[2001:db8:85a3:8d3::2]:443", "2001:db8:85a3:8d3:ffff::"]) {
      expect(behindProxy({ "x-forwarded-for": written }), written).toBe(key);
      expect(from({ [PEER_HEADER]: written.replace(/^\[|\](:\d+)?$/g, "") }), written).toBe(key);
    }
    expect(from({ [PEER_HEADER]: "2001:db8::1" })).toBe("2001:db8:0:0::/64");
    expect(from({ [PEER_HEADER]: "::1", "x-forwarded-for": "2001:db8::1" })).toBe("2001:db8:0:0::/64");
  });
});

describe("TRUST_PROXY", () => {
  it("takes addresses, CIDR ranges, loopback and none", () => {
    expect(ranges("loopback")).toEqual(["127.0.0.0/8", "::1/128"]);
    expect(ranges("none")).toEqual([]);
    expect(ranges(" 10.0.0.0/8 , 192.0.2.7, fd00::/8 ")).toEqual(["10.0.0.0/8", "192.0.2.7/32", "fd00::/8"]);
  });

  it("refuses anything else, naming it", () => {
    for (const wrong of ["localhost", "10.0.0.0/33", "::/129", "10.0.0.0/8/1", "10.0.0.0/x"]) {
      const parsed = parseTrustedProxies(wrong);
      expect(parsed.ok, wrong).toBe(false);
      if (!parsed.ok) expect(parsed.problem).toContain(`"${wrong}"`);
    }
  });

  it("trusts exactly the ranges given", () => {
    const list = trustList(ranges("10.0.0.0/8, 2001:db8::/32"));
    expect(from({ [PEER_HEADER]: "10.200.0.1", "x-forwarded-for": "203.0.113.7" }, list)).toBe("203.0.113.7");
    expect(from({ [PEER_HEADER]: "11.0.0.1", "x-forwarded-for": "203.0.113.7" }, list)).toBe("11.0.0.1");
    expect(from({ [PEER_HEADER]: "2001:db8:1::1", "x-forwarded-for": "203.0.113.7" }, list)).toBe("203.0.113.7");
  });
});
