import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

it("the geocoder does not reach into the provider sandbox: it works the same whichever provider is configured", () => {
  const dir = path.join(process.cwd(), "lib/geocoder");
  const sources = fs.readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  expect(sources.length).toBeGreaterThan(0);
  for (const file of sources) {
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    expect(text, file).not.toMatch(/from\s+["'][^"']*sandbox[^"']*["']/);
    expect(text, file).not.toMatch(/import\(\s*["'][^"']*sandbox/);
  }
});
