import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import DeskError from "../error";
import BookLoading from "../book/loading";
import { logPageError } from "./page-error";

const SECRET = "http://localhost/r/tok_9f8e7d6c5b4a secret=abc123";

afterEach(() => vi.restoreAllMocks());

describe("a signed-in page that fails", () => {
  it("offers to try again and a support reference, without the error's text", () => {
    const error = Object.assign(new Error(SECRET), { digest: "1234567" });
    const html = renderToStaticMarkup(
      <InLanguage>
        <DeskError error={error} retry={() => {}} reset={() => {}} />
      </InLanguage>,
    );
    expect(html).toContain(">Try again</button>");
    expect(html).toContain("1234567");
    expect(html).not.toContain("tok_9f8e7d6c5b4a");
  });

  it("says so in the reader's language", () => {
    const error = Object.assign(new Error(SECRET), { digest: "1234567" });
    const html = renderToStaticMarkup(
      <InLanguage locale="es">
        <DeskError error={error} retry={() => {}} reset={() => {}} />
      </InLanguage>,
    );
    expect(html).toContain("No se ha podido mostrar esta página");
    expect(html).toContain(">Volver a intentarlo</button>");
  });

  it("logs the digest and kind of error, never its message or stack", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    logPageError(Object.assign(new TypeError(SECRET), { digest: "42" }));
    expect(log).toHaveBeenCalledWith("[desk] the page failed", { name: "TypeError", digest: "42" });
    expect(JSON.stringify(log.mock.calls)).not.toContain("secret");
  });
});

describe("the booking page while it loads", () => {
  it("shows a skeleton announced to screen readers", () => {
    const html = renderToStaticMarkup(
      <InLanguage>
        <BookLoading />
      </InLanguage>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading…");
  });
});
