import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Place } from "./place";
import { rankByName } from "./rank";

const place = (name: string | null, addr: string | null = null): Place => ({
  label: [name, addr].filter(Boolean).join(", "),
  name,
  addr,
  num: null,
  city: "Madrid",
  postal_code: null,
  country: "ES",
  loc: [40.4, -3.7],
});
const names = (places: Place[]) => places.map((p) => p.name);

describe("rankByName", () => {
  it("puts an exact name, then a name that starts with the text, then one holding its words, before street matches", () => {
    const found = [
      place("Museo Thyssen-Bornemisza", "Paseo del Prado"),
      place("Museo del Prado Tienda", "Calle de Felipe IV"),
      place("Museo Nacional del Prado", "Paseo del Prado"),
      place("Museo del Prado", "Paseo del Prado"),
    ];
    expect(names(rankByName("Museo del Prado", found))).toEqual([
      "Museo del Prado",
      "Museo del Prado Tienda",
      "Museo Nacional del Prado",
      "Museo Thyssen-Bornemisza",
    ]);
  });

  it("ignores accents, case and punctuation", () => {
    const found = [place("Hotel Atocha", "Calle de Atocha"), place("Estación de Madrid Puerta de Atocha")];
    expect(names(rankByName("ESTACION de madrid, puerta", found))[0]).toBe("Estación de Madrid Puerta de Atocha");
    expect(names(rankByName("chamartín", [place("Calle X", "Chamartin"), place("Chamartin")]))[0]).toBe("Chamartin");
  });

  it("keeps the geocoder's order within a tier, and for a text no name holds", () => {
    const found = [place("Calle de Alcalá 1"), place(null, "Calle de Alcalá"), place("Plaza de Cibeles")];
    expect(rankByName("Gran Vía", found)).toEqual(found);
    expect(rankByName("  ", found)).toEqual(found);
  });

  it("only reorders: every place stays, once", () => {
    const text = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.option(text), fc.option(text)), { maxLength: 8 }), text, (rows, q) => {
        const found = rows.map(([n, a]) => place(n, a));
        const ranked = rankByName(q, found);
        expect(ranked).toHaveLength(found.length);
        expect(new Set(ranked)).toEqual(new Set(found));
      }),
    );
  });
});
