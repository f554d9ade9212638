import { describe, expect, it } from "vitest";
import { sameSitePath } from "./safe-next";

const APP = "https://desk.example.com";

describe("the page opened after sign-in", () => {
  it.each([
    ["/book", "/book"],
    ["/book?x=1&y=%20z", "/book?x=1&y=%20z"],
    ["/journeys#latest", "/journeys#latest"],
    ["/admin/users?welcome=1", "/admin/users?welcome=1"],
    ["/a/../book", "/book"],
    // Encoded slashes and backslashes stay encoded: a browser keeps them in the path, on this site.
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5C%5Cevil.example", "/%5C%5Cevil.example"],
    ["/%09/evil.example", "/%09/evil.example"],
  ])("follows the same-site path %j", (next, expected) => {
    expect(sameSitePath(next, APP)).toBe(expected);
  });

  it.each([
    // Browsers drop tabs and newlines, leaving "//evil.example/x": another site.
    "/\t/evil.example/x",
    "/\n/evil.example/x",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/\u007f/evil.example",
    "/\u2028/evil.example",
    "\t//evil.example",
    " /evil",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\\\\evil.example",
    "\\\\evil.example",
    "https:evil.example",
    "https://evil.example/book",
    "http:/evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    // Dot segments that resolve to a protocol-relative path.
    "/.//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    // The app's own origin written out is refused too: only paths are taken.
    "https://desk.example.com/book",
    "book",
    "",
    `/${"a".repeat(2001)}`,
  ])("refuses %j and opens /", (next) => {
    expect(sameSitePath(next, APP)).toBe("/");
  });

  it("refuses what is not a string", () => {
    for (const next of [undefined, null, 42, ["/book"], { path: "/book" }]) expect(sameSitePath(next, APP)).toBe("/");
  });

  it("compares origins with the configured app URL, port included", () => {
    expect(sameSitePath("/book", "http://localhost:3204")).toBe("/book");
    expect(sameSitePath("/%2e%2e//localhost:9999/x", "http://localhost:3204")).toBe("/");
  });
});
