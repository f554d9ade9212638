import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { IntlMessageText } from "./intl-message-text";

/**
 * next-intl's client runtime with this request's language and messages, and errors put into words
 * through it: what a layout wraps itself in so its client components can call useTranslations,
 * Field and useAction. The root layout does not, so pages without it (sign-in) leave that runtime out.
 */
export function IntlProvider({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <IntlMessageText>{children}</IntlMessageText>
    </NextIntlClientProvider>
  );
}
