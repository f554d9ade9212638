import fs from "node:fs";
import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const TESTS = "{lib,components,app,deploy,scripts}/**/*.test.{ts,tsx}";

/**
 * Which project a test file belongs to, read from what it uses, so a moved or new file lands in the right
 * one by itself: tests that start processes, and tests that mock modules or change the environment, get a
 * process of their own; tests with a database share processes without isolation (each opens its own
 * database and passes it on, so no module state carries between files, and the modules, PGlite's among
 * them, load once per process: the phase took about a quarter less CPU); every other test is pure and
 * shares threads without isolation. Tests that start processes mostly wait on them, so they run beside
 * the others (run one after another, they made a 25 s tail).
 */
export function kindOf(source: string): "processes" | "isolated" | "database" | "pure" {
  if (/from "node:child_process"/.test(source)) return "processes";
  if (/vi\.(do)?[mM]ock\(|vi\.stubEnv\(|vi\.stubGlobal\(|process\.env\.TZ\b/.test(source)) return "isolated";
  if (/\b(useFreshDatabase|freshDatabase|TEST_ENGINES)\b/.test(source)) return "database";
  return "pure";
}

const files = fs.globSync(TESTS, { exclude: (f) => f.includes("node_modules") });
const of = (kind: ReturnType<typeof kindOf>) => files.filter((f) => kindOf(fs.readFileSync(f, "utf8")) === kind);

const shared = {
  setupFiles: ["./vitest.setup.ts"],
  environment: "node",
  testTimeout: 20_000,
  // next-auth imports "next/server" without an extension, which Node's ESM loader refuses; Vite resolves it.
  server: { deps: { inline: ["next-auth"] } },
} satisfies TestProjectInlineConfiguration["test"];

const project = (name: string, test: TestProjectInlineConfiguration["test"]): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, ...shared, ...test },
});

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    // Two cores on CI: one worker per core, not the default of one fewer.
    maxWorkers: 2,
    projects: [
      project("pure", { include: of("pure"), pool: "threads", isolate: false }),
      project("isolated", { include: of("isolated"), pool: "forks", globalSetup: ["./lib/db/test-template.ts"] }),
      project("database", { include: of("database"), pool: "forks", isolate: false, globalSetup: ["./lib/db/test-template.ts"] }),
      project("processes", { include: of("processes"), pool: "forks", globalSetup: ["./lib/db/test-template.ts"] }),
    ],
  },
});
