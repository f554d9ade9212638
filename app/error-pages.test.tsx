import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import GlobalError from "./global-error";
import NotFound from "./not-found";

describe("Ridedesk's own error pages", () => {
  it("a page that is not there says so in Ridedesk's words, with a way home", () => {
    const html = renderToStaticMarkup(<NotFound />);
    expect(html).toContain("We couldn&#x27;t find that page");
    expect(html).toContain('href="/"');
    expect(html).not.toContain("This page could not be found");
  });

  it("a failed root layout gets a whole document, a way to try again, and no error text", () => {
    const error = Object.assign(new Error("http://localhost/r/tok_9f8e7d6c5b4a"), { digest: "42" });
    const html = renderToStaticMarkup(<GlobalError error={error} reset={() => {}} />);
    expect(html).toMatch(/^<html lang="en">.*<body[ >].*<\/body><\/html>$/);
    expect(html).toContain("Something went wrong</h1>");
    expect(html).toContain(">Try again</button>");
    expect(html).toContain("42");
    expect(html).not.toContain("tok_9f8e7d6c5b4a");
  });

  it("a failed root layout brings its own words, since no provider is around it", () => {
    // The server cannot know the browser's language: English, until the browser takes over.
    const html = renderToStaticMarkup(<GlobalError error={new Error("x")} reset={() => {}} />);
    expect(html).toContain("<title>Something went wrong · Ridedesk</title>");
    expect(html).toContain("Ridedesk could not show this page.");
    expect(html).not.toContain("Reference for support");
  });
});
