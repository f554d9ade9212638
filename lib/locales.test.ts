import { describe, expect, it } from "vitest";
import { negotiateLocale } from "@/lib/locales";

describe("negotiateLocale", () => {
  it("takes the browser's first language that the desk speaks", () => {
    expect(negotiateLocale("es-ES,es;q=0.9,en;q=0.8")).toBe("es");
    expect(negotiateLocale("pt-BR,pt;q=0.9")).toBe("pt");
    expect(negotiateLocale("fr-FR,fr;q=0.9,pt;q=0.5,en;q=0.4")).toBe("pt");
  });

  it("orders by quality, then by the order given", () => {
    expect(negotiateLocale("en;q=0.5,es;q=0.8")).toBe("es");
    expect(negotiateLocale("es-MX, en")).toBe("es");
  });

  it("ignores refused and malformed entries", () => {
    expect(negotiateLocale("es;q=0,en;q=0.1")).toBe("en");
    expect(negotiateLocale("es;q=abc")).toBeNull();
  });

  it("answers null when none of the desk's languages is asked for", () => {
    expect(negotiateLocale("fr, de;q=0.8")).toBeNull();
    expect(negotiateLocale("")).toBeNull();
    expect(negotiateLocale(null)).toBeNull();
    expect(negotiateLocale("*")).toBeNull();
  });
});
