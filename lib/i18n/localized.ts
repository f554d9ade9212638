export type Language = "en" | "es";

/**
 * The text in the wanted language, else in the other of English and Spanish, else in any
 * language given. Blank entries count as missing; "" when there is nothing at all.
 */
export function localized(texts: Record<string, string | undefined>, language: Language): string {
  const other: Language = language === "en" ? "es" : "en";
  const filled = (v: string | undefined): v is string => typeof v === "string" && v.trim() !== "";
  for (const key of [language, other]) {
    const text = texts[key];
    if (filled(text)) return text;
  }
  return Object.values(texts).find(filled) ?? "";
}
