import { DEFAULT_LOCALE, isLocale, negotiateLocale, type Locale } from "@/lib/locales";

/** The first of the desk's languages the browser asks for, by its q-values; English when none. */
export function browserLanguage(acceptLanguage: string | null): Locale {
  return negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The guest's language as booked (English, Spanish or Portuguese; "es-MX" counts as Spanish), else the browser's. */
export function guestLanguage(riderLocale: string | null, acceptLanguage: string | null): Locale {
  const booked = riderLocale?.toLowerCase().split(/[-_]/)[0];
  return isLocale(booked) ? booked : browserLanguage(acceptLanguage);
}
