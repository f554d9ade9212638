import createNextIntlPlugin from "next-intl/plugin";

/** A CI run builds a clean checkout once: nothing reads a build cache written there. */
const ci = Boolean(process.env.CI) && process.env.CI !== "false" && process.env.CI !== "0";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native or WASM packages, and PDFKit (which reads its fonts from beside its own files), load from node_modules rather than the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pdfkit"],
  experimental: {
    authInterrupts: true,
    // Turbopack's build cache (about 200 MB) makes a second build here take a fifth of the first; on CI
    // writing it cost about 10 s of CPU for nothing.
    turbopackFileSystemCacheForBuild: !ci,
    // What Next holds of a body for proxy.ts, per request (10 MB by default): PROXIED_BODY_HOLD_BYTES
    // in lib/http/body.ts, a little over the 1 MB proxy.ts lets through (declared or counted). A longer
    // streamed body is cut there. The webhook receiver and the sandbox are not proxied (proxy.ts's matcher).
    proxyClientMaxBodySize: 1024 * 1024 + 128 * 1024,
  },
  // Build files skip proxy.ts, which sets the configuration-dependent headers on everything else.
  async headers() {
    const fixed = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    ];
    return [
      { source: "/_next/static/:path*", headers: fixed },
      { source: "/_next/image", headers: fixed },
    ];
  },
};

// The desk's languages: lib/auth/intl-request.ts picks each request's language and messages.
const withNextIntl = createNextIntlPlugin("./lib/auth/intl-request.ts");

export default withNextIntl(nextConfig);
