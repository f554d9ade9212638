import type { Locale } from "@/lib/locales";

/** The languages a hub's texts (meeting points, steps) are read in: the desk's own. */
export type Language = Locale;

/**
 * Where a text missing in a language is looked for next. The provider writes hub texts in English
 * and Spanish only, so Portuguese needs an order of its own: Spanish first. A guest booked in
 * Portuguese was deliberately not booked in English, written Spanish reads far more easily to a
 * Brazilian than English does, and the hubs are in Spain and Latin America, where the Spanish text
 * is the one that matches the signs on the way to the meeting point. English comes after.
 */
const FALLBACK: Record<Language, readonly Language[]> = { en: ["en", "es"], es: ["es", "en"], pt: ["pt", "es", "en"] };

/**
 * The text in the wanted language, else in the next of its fallbacks, else in any language given.
 * Blank entries count as missing; "" when there is nothing at all.
 */
export function localized(texts: Record<string, string | undefined>, language: Language): string {
  const filled = (v: string | undefined): v is string => typeof v === "string" && v.trim() !== "";
  for (const key of FALLBACK[language] ?? FALLBACK.en) {
    const text = texts[key];
    if (filled(text)) return text;
  }
  return Object.values(texts).find(filled) ?? "";
}
