import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell");
  return {
    title: { default: "Ridedesk", template: "%s · Ridedesk" },
    description: t("description"),
  };
}

/**
 * No next-intl client provider here: each layout whose client components need translations wraps
 * itself in IntlProvider (components/i18n), so a page whose words come from the server (sign-in)
 * loads none of its runtime.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">{children}</body>
    </html>
  );
}
