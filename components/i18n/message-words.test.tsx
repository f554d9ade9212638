import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, Input } from "@/components/ui/field";
import { messageRef } from "@/lib/i18n/message-ref";
import { InLanguage } from "@/lib/i18n/testing";
import { MessageWords } from "./message-words";

const field = (error: string) => (
  <Field label="Email" error={error}>
    {(p) => <Input {...p} />}
  </Field>
);
const WORDS = { [messageRef("accounts.emailRequired")]: "Escribe tu correo." };

describe("errors in words made on the server (the sign-in pages, without next-intl in the browser)", () => {
  it("show a known reference's words, the generic message for any other, and plain text as it came", () => {
    const inWords = (error: string) =>
      renderToStaticMarkup(
        <MessageWords words={WORDS} fallback="Algo ha fallado.">
          {field(error)}
        </MessageWords>,
      );
    expect(inWords(messageRef("accounts.emailRequired"))).toContain(">Escribe tu correo.</p>");
    expect(inWords(messageRef("accounts.tooLong", { max: 9 }))).toContain(">Algo ha fallado.</p>");
    expect(inWords("La contraseña no coincide.")).toContain(">La contraseña no coincide.</p>");
  });

  it("are what next-intl's messages say on the desk's pages", () => {
    const html = renderToStaticMarkup(<InLanguage locale="es">{field(messageRef("accounts.emailRequired"))}</InLanguage>);
    expect(html).not.toContain("$accounts");
    expect(html).toMatch(/id="[^"]+-error"[^>]*>[^<]+<\/p>/);
  });

  it("are asked of a provider, so a page without one fails plainly rather than showing a reference", () => {
    expect(() => renderToStaticMarkup(field(messageRef("accounts.emailRequired")))).toThrow(/IntlMessageText or MessageWords/);
  });
});
