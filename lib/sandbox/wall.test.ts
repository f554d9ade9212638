import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The sandbox stands in for the provider: it must judge the app's requests on its own, sharing none of its code. */
const ROOT = path.resolve(import.meta.dirname);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.tsx?$/.test(e.name) ? [file] : [];
  });
}

describe("the sandbox's wall", () => {
  it("imports nothing of the app: no @/ paths and no relative paths out of lib/sandbox", () => {
    const breaches: string[] = [];
    for (const file of sources(ROOT)) {
      const text = fs.readFileSync(file, "utf8");
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
        const outside = spec!.startsWith("@/") || (spec!.startsWith(".") && !path.resolve(path.dirname(file), spec!).startsWith(ROOT + path.sep));
        if (outside || spec === "server-only") breaches.push(`${path.relative(ROOT, file)}: ${spec}`);
      }
    }
    expect(breaches).toEqual([]);
  });
});
