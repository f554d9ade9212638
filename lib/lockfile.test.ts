import fs from "node:fs";
import { describe, expect, it } from "vitest";

type Lock = { packages: Record<string, { optionalDependencies?: Record<string, string> }> };

/**
 * Every optional dependency the lockfile names, with the folder npm would install it in, missing ones
 * first. npm drops other platforms' binaries (@next/swc-*, @esbuild/*, …) when the lockfile is written
 * over an existing node_modules, and `npm ci` on another machine then refuses to install.
 */
export function missingOptionals(lock: Lock): string[] {
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      // Node's resolution: the package's own node_modules, then each enclosing one up to the root.
      const candidates: string[] = [];
      for (let at = path; ; at = at.slice(0, Math.max(0, at.lastIndexOf("/node_modules/")))) {
        candidates.push(`${at ? `${at}/` : ""}node_modules/${name}`);
        if (!at.includes("node_modules/")) break;
      }
      if (!candidates.some((c) => c in lock.packages)) missing.push(`${name} (for ${path || "the app"})`);
    }
  }
  return missing;
}

describe("the lockfile", () => {
  it("holds every platform's optional binaries, so npm ci installs on any machine", () => {
    const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as Lock;
    expect(missingOptionals(lock)).toEqual([]);
  });

  it("is caught when a platform's binary is missing", () => {
    const lock: Lock = {
      packages: {
        "": {},
        "node_modules/next": { optionalDependencies: { "@next/swc-linux-x64-gnu": "1", "@next/swc-darwin-arm64": "1" } },
        "node_modules/@next/swc-linux-x64-gnu": {},
        "node_modules/vitest/node_modules/esbuild": { optionalDependencies: { "@esbuild/win32-x64": "1" } },
        "node_modules/@esbuild/win32-x64": {},
      },
    };
    expect(missingOptionals(lock)).toEqual(["@next/swc-darwin-arm64 (for node_modules/next)"]);
  });
});
