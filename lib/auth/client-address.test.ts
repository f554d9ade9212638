import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const from = (h: Record<string, string>) => clientAddress(new Headers(h));

describe("the client address of a sign-in", () => {
  it("is the first hop of X-Forwarded-For, else X-Real-IP", () => {
    expect(from({ "x-forwarded-for": "203.0.113.7, 10.0.0.1", "x-real-ip": "10.0.0.2" })).toBe("203.0.113.7");
    expect(from({ "x-real-ip": "198.51.100.4" })).toBe("198.51.100.4");
    expect(from({ "x-forwarded-for": "not an address", "x-real-ip": "198.51.100.4" })).toBe("198.51.100.4");
    expect(from({})).toBe("unknown");
  });

  it("drops a port, and counts an IPv4 client behind an IPv6 socket as the IPv4 client", () => {
    expect(from({ "x-forwarded-for": "203.0.113.7:51234" })).toBe("203.0.113.7");
    expect(from({ "x-forwarded-for": "::ffff:203.0.113.7" })).toBe("203.0.113.7");
    expect(from({ "x-forwarded-for": "::ffff:cb00:7107" })).toBe("203.0.113.7");
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    const key = "2001:db8:85a3:8d3::/64";
    for (const written of ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:0DB8:85A3:08D3::1", "[2001:db8:85a3:8d3::2]:443", "2001:db8:85a3:8d3:ffff::"]) {
      expect(from({ "x-forwarded-for": written }), written).toBe(key);
    }
    expect(from({ "x-forwarded-for": "2001:db8::1" })).toBe("2001:db8:0:0::/64");
    expect(from({ "x-forwarded-for": "::1" })).toBe("0:0:0:0::/64");
  });
});
