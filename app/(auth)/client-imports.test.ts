import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const AUTH = path.join(ROOT, "app/(auth)");

/**
 * The packages a module reaches through its value imports (type imports load nothing), followed through
 * our own files; server actions ("use server") reach the browser as references only, so they end a path.
 */
function packagesReached(entries: string[]): Map<string, string> {
  const reached = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    if (/^\s*["']use server["']/.test(text)) return;
    const specs = [
      ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+["']([^"']+)["']/gm),
      ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ].map((m) => m[1]!);
    for (const spec of specs) {
      const local = spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(file), spec) : null;
      if (!local) {
        if (!reached.has(spec)) reached.set(spec, path.relative(ROOT, file));
        continue;
      }
      const found = ["", ".ts", ".tsx", "/index.ts"].map((e) => local + e).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (found && /\.tsx?$/.test(found)) visit(found);
    }
  };
  entries.forEach(visit);
  return reached;
}

const clientFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return clientFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.includes(".test.") && /^\s*["']use client["']/.test(fs.readFileSync(full, "utf8")) ? [full] : [];
  });

describe("the JavaScript of the sign-in, setup and welcome pages", () => {
  it("leaves next-intl's client runtime out: their words come from the server", () => {
    const entries = [...clientFiles(AUTH), path.join(ROOT, "app/global-error.tsx"), path.join(ROOT, "components/i18n/message-words.tsx")];
    expect(entries.length).toBeGreaterThan(4);
    const reached = packagesReached(entries);
    const intl = [...reached].filter(([spec]) => /^(next-intl|use-intl|intl-messageformat|@formatjs\/)/.test(spec) && spec !== "next-intl/server");
    expect(intl.map(([spec, from]) => `${spec} (from ${from})`)).toEqual([]);
  });
});
