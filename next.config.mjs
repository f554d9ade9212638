/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native or WASM packages that must load from node_modules rather than the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg"],
  experimental: { authInterrupts: true },
};

export default nextConfig;
