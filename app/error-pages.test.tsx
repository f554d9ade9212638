import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import { tooManyRequests } from "@/lib/rate-limit";
import GlobalError from "./global-error";
import NotFound from "./not-found";

describe("Ridedesk's own error pages", () => {
  it("a page that is not there says so in Ridedesk's words, with a way home", () => {
    const html = renderToStaticMarkup(
      <InLanguage>
        <NotFound />
      </InLanguage>,
    );
    expect(html).toContain("We couldn&#x27;t find that page");
    expect(html).toContain('href="/"');
    expect(html).not.toContain("This page could not be found");
  });

  it("a page that is not there says so in the reader's language", () => {
    const spanish = renderToStaticMarkup(
      <InLanguage locale="es">
        <NotFound />
      </InLanguage>,
    );
    expect(spanish).toContain("No hemos encontrado esa página");
    expect(spanish).toContain(">Volver a Ridedesk</a>");
    expect(
      renderToStaticMarkup(
        <InLanguage locale="pt">
          <NotFound />
        </InLanguage>,
      ),
    ).toContain("Não encontramos essa página");
  });

  it("a request past its limit is answered in the language the browser asks for, English by default", async () => {
    const spanish = await tooManyRequests(30, "es");
    expect(spanish.status).toBe(429);
    expect(spanish.headers.get("retry-after")).toBe("30");
    expect(await spanish.text()).toBe("Demasiados intentos desde tu red. Vuelve a intentarlo en 30 segundos.\n");
    expect(await (await tooManyRequests(1, "en")).text()).toBe("Too many attempts from your network. Try again in 1 second.\n");
  });

  it("a failed root layout gets a whole document, a way to try again, and no error text", () => {
    const error = Object.assign(new Error("http://localhost/r/tok_9f8e7d6c5b4a"), { digest: "42" });
    const html = renderToStaticMarkup(<GlobalError error={error} reset={() => {}} />);
    expect(html).toMatch(/^<html lang="en">.*<body[ >].*<\/body><\/html>$/);
    expect(html).toContain("Something went wrong</h1>");
    expect(html).toContain(">Try again</button>");
    expect(html).toContain('Reference for support: <code translate="no">42</code>');
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
