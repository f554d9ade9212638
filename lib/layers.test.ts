import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * lib/'s folders depend one way (README, "Layers"): infrastructure below the core records, the
 * core records below the flows built on them, the registry above all. A folder (or a file directly
 * in lib/) is a room; a room that imports another which, through others, imports it back is a
 * loop, and a loop is how "one way" is lost. Type-only imports aside: they leave nothing at run time.
 */

const LIB = path.join(process.cwd(), "lib");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const roomOf = (file: string) =>
  path
    .relative(LIB, file)
    .split(path.sep)[0]!
    .replace(/\.tsx?$/, "");

/** The modules a source file needs at run time: static imports and re-exports that are not type-only, and import() calls. */
function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const [, keyword, what, spec] of source.matchAll(/(?:^|\n)\s*(import|export)\s+([^;]*?)\s+from\s+["']([^"']+)["']/g)) {
    const clause = what!.trim();
    if (/^type\b/.test(clause)) continue;
    const named = /\{([^}]*)\}/.exec(clause);
    const defaultOrNamespace = /^[^{]*\w[^{]*\{/.test(clause) || !named;
    const onlyTypes =
      named &&
      !defaultOrNamespace &&
      named[1]!
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith("type "));
    if (onlyTypes) continue;
    if (keyword === "export" && !named && !clause.includes("*")) continue;
    found.push(spec!);
  }
  for (const [, spec] of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push(spec!);
  return found;
}

/** Which rooms each room imports. */
function roomGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sources(LIB)) {
    const from = roomOf(file);
    for (const spec of valueImports(fs.readFileSync(file, "utf8"))) {
      const target = spec.startsWith("@/lib/")
        ? path.join(LIB, spec.slice("@/lib/".length))
        : spec.startsWith(".")
          ? path.resolve(path.dirname(file), spec)
          : null;
      if (!target || !target.startsWith(LIB + path.sep)) continue;
      const to = roomOf(target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The groups of rooms that reach each other (Tarjan's strongly connected components of two or more). */
function loops(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (room: string) => {
    order.set(room, index);
    low.set(room, index++);
    stack.push(room);
    for (const next of graph.get(room) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(room, Math.min(low.get(room)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(room, Math.min(low.get(room)!, order.get(next)!));
    }
    if (low.get(room) === order.get(room)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== room);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const room of graph.keys()) if (!order.has(room)) visit(room);
  return found;
}

describe("lib/'s folders", () => {
  it("depend one way: no folder imports, through others, one that imports it", () => {
    const graph = roomGraph();
    const described = loops(graph).map((group) => {
      const edges = group.flatMap((from) => [...(graph.get(from) ?? [])].filter((to) => group.includes(to)).map((to) => `${from} -> ${to}`));
      return `a loop of ${group.length}: ${edges.join(", ")}`;
    });
    expect(described).toEqual([]);
  });

  it("finds a loop when there is one, through type-only imports left aside", () => {
    expect(
      valueImports(
        'import type { A } from "@/lib/a";\nimport { type B } from "./b";\nimport { c, type C } from "./c";\nexport * from "./d";\nconst e = await import("@/lib/e");',
      ),
    ).toEqual(["./c", "./d", "@/lib/e"]);
    const graph = new Map([
      ["env", new Set(["log"])],
      ["log", new Set(["env"])],
      ["booking", new Set(["env", "journeys"])],
      ["journeys", new Set(["booking"])],
      ["reports", new Set(["booking"])],
    ]);
    expect(loops(graph).map((g) => g.join(","))).toEqual(expect.arrayContaining(["env,log", "booking,journeys"]));
    expect(loops(graph)).toHaveLength(2);
  });
});
