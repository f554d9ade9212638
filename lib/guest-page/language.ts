import type { Language } from "@/lib/i18n/localized";

/** The first of English and Spanish the browser asks for, by its q-values; English when neither. */
export function browserLanguage(acceptLanguage: string | null): Language {
  const wanted = (acceptLanguage ?? "")
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), i };
    })
    .filter((w) => (w.lang === "en" || w.lang === "es") && w.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (wanted[0]?.lang as Language | undefined) ?? "en";
}

/** The guest's language as booked, else the browser's. */
export function guestLanguage(riderLocale: string | null, acceptLanguage: string | null): Language {
  const booked = riderLocale?.toLowerCase().split(/[-_]/)[0];
  return booked === "es" || booked === "en" ? booked : browserLanguage(acceptLanguage);
}
