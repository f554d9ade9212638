import type { Locale } from "@/lib/locales";

/**
 * Car colours as the provider writes them (in English: provider-api.md §4, `vehicle.color`), in
 * each of the desk's languages. Said of a car ("coche blanco", "carro branco"): the masculine form.
 */
const COLOURS: Record<string, Record<Locale, string>> = {
  white: { en: "white", es: "blanco", pt: "branco" },
  black: { en: "black", es: "negro", pt: "preto" },
  grey: { en: "grey", es: "gris", pt: "cinza" },
  gray: { en: "grey", es: "gris", pt: "cinza" },
  silver: { en: "silver", es: "plateado", pt: "prata" },
  blue: { en: "blue", es: "azul", pt: "azul" },
  "dark blue": { en: "dark blue", es: "azul oscuro", pt: "azul-escuro" },
  "light blue": { en: "light blue", es: "azul claro", pt: "azul-claro" },
  navy: { en: "navy blue", es: "azul marino", pt: "azul-marinho" },
  red: { en: "red", es: "rojo", pt: "vermelho" },
  maroon: { en: "maroon", es: "granate", pt: "bordô" },
  green: { en: "green", es: "verde", pt: "verde" },
  yellow: { en: "yellow", es: "amarillo", pt: "amarelo" },
  orange: { en: "orange", es: "naranja", pt: "laranja" },
  brown: { en: "brown", es: "marrón", pt: "marrom" },
  beige: { en: "beige", es: "beis", pt: "bege" },
  gold: { en: "gold", es: "dorado", pt: "dourado" },
  purple: { en: "purple", es: "morado", pt: "roxo" },
  pink: { en: "pink", es: "rosa", pt: "rosa" },
};

/**
 * A car's colour in the reader's language. One we do not know stays the provider's word, marked as
 * such with quotes, so that a Spanish sentence never carries an English word as if it were its own.
 */
export function vehicleColour(providerColour: string | null | undefined, language: Locale): string {
  const raw = (providerColour ?? "").trim();
  if (!raw) return "";
  const known = COLOURS[raw.toLowerCase().replace(/[\s_-]+/g, " ")];
  if (known) return known[language];
  return language === "en" ? raw : `"${raw}"`;
}
