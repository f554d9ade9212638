import { describe, expect, it } from "vitest";
import { requestPathOf } from "./request-path";

describe("the page a request asks for", () => {
  it("is its path and query, without the router's cache-busting parameter", () => {
    expect(requestPathOf(new URL("http://localhost:3000/book?x=1"))).toBe("/book?x=1");
    expect(requestPathOf(new URL("http://localhost:3000/book?x=1&_rsc=abc12"))).toBe("/book?x=1");
    expect(requestPathOf(new URL("http://localhost:3000/journeys?_rsc=abc12"))).toBe("/journeys");
    expect(requestPathOf(new URL("http://localhost:3000/"))).toBe("/");
  });
});
