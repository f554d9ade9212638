import { describe, expect, it } from "vitest";
import { CALLBACK_NOT_PUBLIC, CALLBACK_REQUIRED, checkCallbackUrl } from "./callback-url";

const refused = (url: unknown, allowLoopback = false) => checkCallbackUrl(url, { allowLoopback });

describe("webhook callback URLs", () => {
  it("admits http(s) URLs with a public host", () => {
    for (const url of [
      "https://hooks.example.com/parcels",
      "http://ridedesk.acme.es:8443/api/webhooks/logistics?x=1",
      "https://8.8.8.8/in",
      "https://[2606:4700::1111]/in",
    ]) {
      expect(checkCallbackUrl(url), url).toMatchObject({ ok: true });
    }
  });

  it("asks for a missing callback_url with the seed's words", () => {
    for (const value of [undefined, null, "", "   "]) expect(refused(value)).toEqual({ ok: false, message: CALLBACK_REQUIRED });
  });

  it("refuses other schemes and what is no URL", () => {
    for (const url of ["ftp://hooks.example.com/x", "javascript:alert(1)", "file:///etc/passwd", "hooks.example.com/x", "https://", 42]) {
      expect(refused(url), String(url)).toEqual({ ok: false, message: CALLBACK_NOT_PUBLIC });
    }
  });

  it("refuses loopback, private, link-local and unique-local addresses in any notation", () => {
    const urls = [
      "http://127.0.0.1/x",
      "http://127.1/x",
      "http://0x7f.0.0.1/x",
      "http://2130706433/x",
      "http://0177.0.0.1/x",
      "http://0.0.0.0/x",
      "http://10.1.2.3/x",
      "http://10.1/x",
      "http://172.16.0.1/x",
      "http://172.31.255.255/x",
      "http://192.168.1.10/x",
      "http://169.254.169.254/latest/meta-data",
      "http://100.64.0.1/x",
      "http://[::1]/x",
      "http://[0:0:0:0:0:0:0:1]/x",
      "http://[::]/x",
      "http://[::ffff:127.0.0.1]/x",
      "http://[::ffff:10.0.0.1]/x",
      "http://[::127.0.0.1]/x",
      "http://[64:ff9b::7f00:1]/x",
      "http://[2002:7f00:1::]/x",
      "http://[fe80::1]/x",
      "http://[fc00::1]/x",
      "http://[fd12:3456::1]/x",
      "http://[ff02::1]/x",
    ];
    for (const url of urls) expect(refused(url), url).toEqual({ ok: false, message: CALLBACK_NOT_PUBLIC });
  });

  it("refuses localhost, with or without its trailing dot, single-label and internal names", () => {
    for (const url of [
      "http://localhost/x",
      "http://localhost./x",
      "http://LOCALHOST:3000/x",
      "http://api.localhost/x",
      "http://intranet/x",
      "http://webhooks./x",
      "http://printer.local/x",
      "http://db.internal/x",
      "http://nas.home.arpa/x",
    ]) {
      expect(refused(url), url).toEqual({ ok: false, message: CALLBACK_NOT_PUBLIC });
    }
  });

  it("with loopback allowed, admits IPv4 loopback literals only: localhost, [::1] and private ranges stay refused", () => {
    expect(refused("http://127.0.0.1:3000/api/webhooks/logistics", true)).toMatchObject({ ok: true });
    expect(refused("http://127.9.8.7:80/x", true)).toMatchObject({ ok: true });
    for (const url of [
      "http://localhost:3000/x",
      "http://localhost.:3000/x",
      "http://[::1]:3000/x",
      "http://[::ffff:127.0.0.1]/x",
      "http://10.0.0.1/x",
      "http://192.168.0.2/x",
      "http://169.254.1.1/x",
    ]) {
      expect(refused(url, true), url).toEqual({ ok: false, message: CALLBACK_NOT_PUBLIC });
    }
  });
});
