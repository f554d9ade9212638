import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { IntlMessageText } from "@/components/i18n/intl-message-text";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/locales";
import { loadMessages, type Messages } from "./messages";

const MESSAGES = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await loadMessages(l)] as const))) as Record<Locale, Messages>;

/**
 * For component tests: what IntlProvider (components/i18n) gives the desk's pages, with a language's
 * messages (English unless told), as `renderToStaticMarkup(<InLanguage><X /></InLanguage>)`.
 */
export function InLanguage({ locale = DEFAULT_LOCALE, children }: { locale?: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Madrid">
      <IntlMessageText>{children}</IntlMessageText>
    </NextIntlClientProvider>
  );
}
