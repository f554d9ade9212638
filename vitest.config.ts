import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["{lib,components,app}/**/*.test.{ts,tsx}"],
    setupFiles: ["./vitest.setup.ts"],
    environment: "node",
    testTimeout: 20_000,
    // next-auth imports "next/server" without an extension, which Node's ESM loader refuses; Vite resolves it.
    server: { deps: { inline: ["next-auth"] } },
  },
});
