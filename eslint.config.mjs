import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const walls = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // The sandbox stands in for the provider: it must judge requests on its own.
    files: ["lib/sandbox/**"],
    rules: walls([{ group: ["@/lib/booking*", "@/lib/provider*", "**/booking/**", "**/provider/**"], message: "lib/sandbox must not share code with the app's booking rules or provider client." }]),
  },
  {
    // lib/provider reaches the sandbox only over HTTP, as it reaches the real provider.
    files: ["lib/provider/**"],
    ignores: ["lib/provider/**/*.test.ts"],
    rules: walls([{ group: ["@/lib/sandbox*", "**/sandbox/**"], message: "lib/provider talks to the sandbox over HTTP only." }]),
  },
  {
    // The booking rules are shared by forms, actions and tests: pure, with no I/O and no framework.
    files: ["lib/booking/**"],
    rules: walls([
      {
        group: ["server-only", "react", "react-dom", "react/*", "next", "next/*", "node:*", "fs", "path", "crypto", "os", "child_process", "http", "https", "@/app/*", "@/components/*", "@/lib/*", "!@/lib/booking", "!@/lib/booking/*"],
        message: "lib/booking is pure: no server-only, React, Next, node:* or app modules.",
      },
    ]),
  },
  {
    files: ["components/**"],
    rules: walls([{ group: ["@/lib/provider*", "@/lib/db*", "@/lib/auth*", "@/lib/sandbox*", "@/lib/env"], message: "Components reach the server through server actions only." }]),
  },
  globalIgnores([".next/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/**"]),
]);
