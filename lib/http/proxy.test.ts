import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NextConfig } from "next";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";
import { MAX_PROXIED_BODY_BYTES, PROXIED_BODY_HOLD_BYTES } from "./body";

// The configuration as Next loads it (plain JavaScript, untyped).
const nextConfig = ((await import(pathToFileURL(path.resolve("next.config.mjs")).href)) as { default: NextConfig }).default;

const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url, nextConfig });

describe("the proxy", () => {
  it("holds little more of a body than it lets through, and refuses a larger declared one with 413", async () => {
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(PROXIED_BODY_HOLD_BYTES);
    expect(MAX_PROXIED_BODY_BYTES).toBeLessThanOrEqual(1024 * 1024);
    const post = (length: number) => proxy(new NextRequest("http://localhost/book", { method: "POST", headers: { "content-length": String(length) } }));
    expect((await post(MAX_PROXIED_BODY_BYTES)).status).toBe(200);
    const refused = await post(MAX_PROXIED_BODY_BYTES + 1);
    expect(refused.status).toBe(413);
    expect(refused.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("counts a body sent without a declared length (chunked) and refuses it past the limit with 413", async () => {
    // In 64 KiB pieces, as Node hands them over, cut where Next cuts its copy for the proxy.
    const chunked = (length: number) => {
      let left = Math.min(length, PROXIED_BODY_HOLD_BYTES);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (left <= 0) return controller.close();
          const piece = Math.min(left, 64 * 1024);
          left -= piece;
          controller.enqueue(new Uint8Array(piece).fill(0x20));
        },
      });
      return proxy(new NextRequest(new Request("http://localhost/book", { method: "POST", body, duplex: "half" } as RequestInit & { duplex: "half" })));
    };
    expect((await chunked(MAX_PROXIED_BODY_BYTES)).status).toBe(200);
    expect((await chunked(MAX_PROXIED_BODY_BYTES + 1)).status).toBe(413);
    expect((await chunked(5 * 1024 * 1024)).status).toBe(413);
  });

  it("leaves the webhook receiver and the sandbox alone, which read their own bodies, and runs for the rest", () => {
    expect(matches("/api/webhooks/logistics")).toBe(false);
    expect(matches("/api/webhooks/twilio")).toBe(false);
    expect(matches("/sandbox/api/v4/journey")).toBe(false);
    expect(matches("/sandbox/logistics/v1/parcels")).toBe(false);
    for (const url of ["/", "/book", "/sign-in", "/r/abc", "/api/journeys", "/api/auth/session", "/api/webhooks/other", "/sandboxes", "/favicon.ico"])
      expect(matches(url), url).toBe(true);
    expect(matches("/_next/static/chunks/app.js")).toBe(false);
  });

  it("refuses a page address holding a NUL character, and lets route handlers name the field themselves", async () => {
    for (const url of ["http://localhost/admin/labels?q=a%00b", "http://localhost/journeys/%00", "http://localhost/r/tok%00en"]) {
      expect((await proxy(new NextRequest(url))).status, url).toBe(400);
    }
    expect((await proxy(new NextRequest("http://localhost/admin/labels?q=ab"))).status).toBe(200);
    expect((await proxy(new NextRequest("http://localhost/api/places?q=a%00b"))).headers.get("x-middleware-next")).toBe("1");
  });
});
