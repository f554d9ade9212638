import { describe, expect, it } from "vitest";
import { localized } from "./localized";

describe("localized", () => {
  const both = { en: "Arrivals, Door 10", es: "Llegadas, Puerta 10" };

  it("picks the wanted language", () => {
    expect(localized(both, "en")).toBe("Arrivals, Door 10");
    expect(localized(both, "es")).toBe("Llegadas, Puerta 10");
  });

  it("falls back to the other of English and Spanish", () => {
    expect(localized({ en: "Arrivals" }, "es")).toBe("Arrivals");
    expect(localized({ es: "Llegadas" }, "en")).toBe("Llegadas");
  });

  it("prefers the other of English and Spanish to any third language", () => {
    expect(localized({ fr: "Arrivées", es: "Llegadas" }, "en")).toBe("Llegadas");
  });

  it("reads Portuguese where there is some, else Spanish, then English", () => {
    expect(localized({ en: "Arrivals", es: "Llegadas", pt: "Desembarque" }, "pt")).toBe("Desembarque");
    expect(localized(both, "pt")).toBe("Llegadas, Puerta 10");
    expect(localized({ en: "Arrivals", es: " " }, "pt")).toBe("Arrivals");
    expect(localized({ pt: "Desembarque", en: "Arrivals" }, "es")).toBe("Arrivals");
  });

  it("then falls back to any language, in the order given", () => {
    expect(localized({ fr: "Arrivées", de: "Ankunft" }, "en")).toBe("Arrivées");
  });

  it("treats blank and missing texts as absent", () => {
    expect(localized({ en: "  ", es: "Llegadas" }, "en")).toBe("Llegadas");
    expect(localized({ en: undefined, fr: "Arrivées" }, "es")).toBe("Arrivées");
  });

  it("gives an empty string when there is no text at all", () => {
    expect(localized({}, "en")).toBe("");
    expect(localized({ en: "", es: " " }, "es")).toBe("");
  });
});
