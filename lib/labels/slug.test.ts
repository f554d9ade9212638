import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slugify as providerSlug } from "@/lib/sandbox/labels";
import { labelSlug } from "./slug";

describe("the slug a label's name will get", () => {
  it("follows the provider's documented examples", () => {
    expect(labelSlug("R&D")).toBe("rd");
    expect(labelSlug("Márketing España")).toBe("marketing-espana");
    expect(labelSlug("  Sales  - EMEA ")).toBe("sales-emea");
    expect(labelSlug("Ærø Straße")).toBe("aero-strasse");
  });

  it("agrees with the sandbox's own slugs on Latin names", () => {
    const latin = fc.string({ unit: fc.constantFrom(..."abcxyzABCÁÉÍÓÚáéíóúñÑçÇüÜßøØæ &-_/.,!'0123456789  ".split("")), maxLength: 30 });
    fc.assert(
      fc.property(latin, (name) => {
        expect(labelSlug(name)).toBe(providerSlug(name));
      }),
    );
  });
});
