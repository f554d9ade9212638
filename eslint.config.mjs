import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import fs from "node:fs";
import path from "node:path";

const walls = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

/** The feature folders of lib/: each file is either a server step (first line `import "server-only"`) or pure. */
const FEATURES = [
  "accounts",
  "alerts",
  "approvals",
  "audit",
  "booking",
  "events",
  "geocoder",
  "guest-page",
  "i18n",
  "journeys",
  "labels",
  "messaging",
  "notifications",
  "outbound",
  "parcels",
  "policy",
  "rate-limit",
  "receipts",
  "reports",
  "sales",
  "series",
  "spend",
  "system",
];

/**
 * lib/'s layers (README, "Layers"), each importing only those below it; lib/layers.test.ts fails on
 * any loop between folders. Infrastructure imports no feature; the core records import no flow.
 */
const CORE_RECORDS = ["accounts", "auth", "labels", "policy", "spend", "booking"];
const FLOWS = [
  "journeys",
  "guest-page",
  "outbound",
  "messaging",
  "alerts",
  "notifications",
  "approvals",
  "parcels",
  "events",
  "sales",
  "series",
  "receipts",
  "reports",
  "registry",
  "e2e-fixtures",
];
const INFRASTRUCTURE_FOLDERS = ["audit", "db", "geocoder", "http", "i18n", "provider", "rate-limit"];
const INFRASTRUCTURE_FILES = [
  "action-result",
  "booking-status",
  "channels",
  "client-address",
  "env-schema",
  "env-types",
  "env",
  "locales",
  "log",
  "parcel-states",
  "password-policy",
  "request-path",
  "roles",
  "sandbox-credentials",
  "sandbox-settings",
  "storable-text",
  "zod",
];
const importsOf = (rooms) => rooms.flatMap((r) => [`@/lib/${r}`, `@/lib/${r}/*`]);
/** The same rooms reached by a relative path from a sibling folder of lib/. */
const besideOf = (rooms) => rooms.flatMap((r) => [`../${r}`, `../${r}/*`]);
const SANDBOX_WALL = {
  group: ["@/lib/sandbox", "@/lib/sandbox/*", "./sandbox/*", "../sandbox/*"],
  message: "Only app/sandbox embeds the sandbox; the app reaches it over HTTP.",
};
const IMPURE =
  /^(server-only|react|react-dom|next)(\/|$)|^node:|^(fs|path|crypto|os|child_process|http|https)$|^@\/(app|components)\/|^@\/lib\/(db|provider|auth|env|jobs|sandbox)(\/|$)/;
const startsServerOnly = (text) => /^\s*(\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*import\s+["']server-only["']/.test(text);

/** A pure rule imports no I/O, no framework and no server step, so forms, actions and tests all use it. */
const pureUnlessServerOnly = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const source = context.sourceCode ?? context.getSourceCode();
    if (startsServerOnly(source.text)) return {};
    const filename = context.filename ?? context.getFilename();
    const check = (node, spec, typeOnly) => {
      if (typeof spec !== "string" || typeOnly) return;
      if (spec === "zod")
        return context.report({ node, message: 'A pure rule may run in the browser: import { z } from "@/lib/zod", which keeps zod off eval there.' });
      if (IMPURE.test(spec))
        return context.report({
          node,
          message: `A pure rule must not import "${spec}"; make this file a server step (import "server-only") or move the import out.`,
        });
      const base = spec.startsWith("@/") ? path.join(process.cwd(), spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(filename), spec) : null;
      const file = base && [".ts", ".tsx", "/index.ts"].map((e) => base + e).find((f) => fs.existsSync(f));
      if (file && startsServerOnly(fs.readFileSync(file, "utf8"))) context.report({ node, message: `A pure rule must not import the server step "${spec}".` });
    };
    return {
      ImportDeclaration: (node) =>
        check(node, node.source.value, node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"))),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === "type"),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === "type"),
      ImportExpression: (node) => check(node, node.source.value, false),
    };
  },
};

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
    rules: walls([
      {
        group: ["@/lib/booking*", "@/lib/provider*", "**/booking/**", "**/provider/**"],
        message: "lib/sandbox must not share code with the app's booking rules or provider client.",
      },
    ]),
  },
  {
    // lib/provider reaches the sandbox only over HTTP, as it reaches the real provider.
    files: ["lib/provider/**"],
    ignores: ["lib/provider/**/*.test.ts"],
    rules: walls([{ group: ["@/lib/sandbox*", "**/sandbox/**"], message: "lib/provider talks to the sandbox over HTTP only." }]),
  },
  {
    // A feature's pure rules are shared by forms, actions and tests: no I/O, no framework, no server steps.
    files: FEATURES.map((f) => `lib/${f}/**/*.{ts,tsx}`),
    // Test support (fixtures, sandbox-backed helpers) is not a rule.
    ignores: ["**/*.test.{ts,tsx}", "**/testing.{ts,tsx}", "**/*.testing.ts", "**/fixtures.ts"],
    plugins: { ridedesk: { rules: { "pure-unless-server-only": pureUnlessServerOnly } } },
    rules: { "ridedesk/pure-unless-server-only": "error" },
  },
  {
    // The job runner is a leaf: only the registry knows the features whose jobs it runs.
    files: ["lib/jobs/**"],
    ignores: ["lib/jobs/**/*.test.ts"],
    rules: walls([
      {
        group: [...FEATURES.map((f) => `@/lib/${f}`), ...FEATURES.map((f) => `@/lib/${f}/*`), "@/lib/provider*", "@/lib/sandbox*"],
        message: "lib/jobs imports no feature; features hand their job definitions to lib/registry/app-jobs.ts.",
      },
    ]),
  },
  {
    // Nothing but app/sandbox (and tests) reaches the sandbox's code: the app talks to it over HTTP, like any provider.
    files: ["lib/*.ts", "app/**"],
    ignores: ["app/sandbox/**", "**/*.test.{ts,tsx}"],
    rules: walls([
      {
        group: ["@/lib/sandbox", "@/lib/sandbox/*", "./sandbox/*", "../sandbox/*"],
        message: "Only app/sandbox embeds the sandbox; the app reaches it over HTTP.",
      },
    ]),
  },
  {
    // Pages read our database; jobs and actions talk to the provider (README, "Pages never call the provider").
    files: ["app/**/page.tsx", "app/**/layout.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@/lib/accounts/requesters",
              importNames: ["syncRequesters", "syncRequestersIfStale"],
              message: "A page reads the requesters from our copy: the requesters.sync job or Sync now reads the provider.",
            },
            {
              name: "@/lib/parcels/subscription-deps",
              message: "A page reads the webhook subscriptions from our copy (subscription-queries): Read again reads the provider.",
            },
          ],
          patterns: [
            SANDBOX_WALL,
            {
              group: ["@/lib/provider", "@/lib/provider/*"],
              allowTypeImports: true,
              message: "A page reads our database: a job or an action talks to the provider.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["components/**", "app/**/_components/**"],
    rules: walls([
      {
        group: ["@/lib/provider*", "@/lib/db*", "@/lib/auth*", "@/lib/sandbox*", "@/lib/env"],
        message: "Components reach the server through server actions only.",
      },
    ]),
  },
  {
    // Infrastructure imports no feature: what must flow back is injected by lib/registry.
    files: [...INFRASTRUCTURE_FOLDERS.map((r) => `lib/${r}/**`), ...INFRASTRUCTURE_FILES.map((f) => `lib/${f}.ts`)],
    ignores: ["**/*.test.{ts,tsx}", "**/testing.ts", "**/*.testing.ts", "**/fixtures.ts"],
    rules: walls([
      {
        group: importsOf([...CORE_RECORDS, ...FLOWS]),
        allowTypeImports: true,
        message: "Infrastructure imports no feature (README, Layers): inject what must flow back from lib/registry.",
      },
      SANDBOX_WALL,
      { group: ["@/lib/sandbox*", "**/sandbox/**"], message: "lib/provider talks to the sandbox over HTTP only." },
    ]),
  },
  {
    // The core records (who, labels, policy, the ride record) know nothing of the flows built on them.
    files: CORE_RECORDS.map((r) => `lib/${r}/**`),
    ignores: ["**/*.test.{ts,tsx}", "**/testing.ts", "**/*.testing.ts", "**/fixtures.ts"],
    rules: walls([
      {
        group: importsOf(FLOWS),
        allowTypeImports: true,
        message: "A core record imports no flow (README, Layers): the flow asks it, or lib/registry injects a hook (as for afterBooked).",
      },
    ]),
  },
  {
    // Messages to guests and alerts to the desk share only what lies below both (lib/outbound: settings, what is due, carriers).
    files: ["lib/messaging/**"],
    rules: walls([
      {
        group: [...importsOf(["alerts", "notifications"]), ...besideOf(["alerts", "notifications"])],
        message: "lib/messaging does not import the desk's alerts: what both need lives in lib/outbound; lib/notifications joins the two.",
      },
    ]),
  },
  {
    files: ["lib/alerts/**"],
    rules: walls([
      {
        group: [...importsOf(["messaging", "notifications"]), ...besideOf(["messaging", "notifications"])],
        message: "lib/alerts does not import the guests' messages: what both need lives in lib/outbound; lib/notifications joins the two.",
      },
    ]),
  },
  {
    files: ["lib/outbound/**"],
    rules: walls([
      {
        group: [...importsOf(["messaging", "alerts", "notifications"]), ...besideOf(["messaging", "alerts", "notifications"])],
        message: "lib/outbound lies below messages and alerts: it imports neither, nor what joins them.",
      },
    ]),
  },
  globalIgnores([".next/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/**"]),
]);
