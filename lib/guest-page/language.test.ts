import { describe, expect, it } from "vitest";
import { browserLanguage, guestLanguage } from "./language";

describe("guestLanguage", () => {
  it("reads in the language the guest was booked in", () => {
    expect(guestLanguage("es", "en-GB,en;q=0.9")).toBe("es");
    expect(guestLanguage("en", "es-ES")).toBe("en");
    expect(guestLanguage("es-MX", null)).toBe("es");
    expect(guestLanguage("pt", "es-ES")).toBe("pt");
    expect(guestLanguage("pt-BR", null)).toBe("pt");
  });

  it("falls back to the browser's first of the desk's languages, then English", () => {
    expect(guestLanguage(null, "es-ES,es;q=0.9,en;q=0.8")).toBe("es");
    expect(guestLanguage("fr", "fr-FR,es;q=0.5,en;q=0.4")).toBe("es");
    expect(guestLanguage(null, "pt-BR,pt;q=0.9")).toBe("pt");
    expect(guestLanguage(null, "de-DE,de;q=0.9")).toBe("en");
    expect(guestLanguage(null, null)).toBe("en");
  });

  it("weighs the browser's q-values, not only its order, and ignores q=0", () => {
    expect(browserLanguage("en;q=0.3, es;q=0.8")).toBe("es");
    expect(browserLanguage("es;q=0, en")).toBe("en");
    expect(browserLanguage("*")).toBe("en");
  });
});
