/** The desk's languages. Guests choose among the same three when a ride is booked for them. */
export const LOCALES = ["en", "es", "pt"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The tag each language formats with: British English (day before month, 24-hour clock), the
 * Spanish of Spain and the Portuguese of Brazil, as the provider's own panels are written.
 */
export const INTL_TAG: Record<Locale, string> = { en: "en-GB", es: "es-ES", pt: "pt-BR" };

/** Each language's name in itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Español", pt: "Português (Brasil)" };

/**
 * The best of our languages for an `Accept-Language` header, by its quality values; null when the
 * browser asks for none of them. Regional tags count for their language (`es-MX` is Spanish).
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const wanted = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((w) => w.quality > 0 && isLocale(w.language))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const best = wanted[0]?.language;
  return isLocale(best) ? best : null;
}
