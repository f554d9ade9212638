"use client";

import "./globals.css";
import { useSyncExternalStore } from "react";
import en from "@/lib/i18n/messages/en/globalError.json";
import es from "@/lib/i18n/messages/es/globalError.json";
import pt from "@/lib/i18n/messages/pt/globalError.json";
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from "@/lib/locales";

type Failure = Error & { digest?: string };

/**
 * This page replaces the root layout: it brings its own few words, in each language, and speaks the
 * browser's (the server's render, which cannot know it, is in English until the browser takes over).
 * They are shown without next-intl, whose client runtime every page would otherwise load with this one.
 */
const WORDS: Record<Locale, typeof en> = { en, es, pt };
const noSubscription = () => () => {};
const browserLocale = () => negotiateLocale((navigator.languages?.length ? navigator.languages : [navigator.language]).join(",")) ?? DEFAULT_LOCALE;

/**
 * When the root layout itself fails: this replaces it, so it brings its own document and styles.
 * retry() fetches the page again (a failed server render needs that); reset() alone only re-renders.
 * The error's message stays out of the page: it may carry a guest's link or a token.
 */
export default function GlobalError({ error, retry, reset }: { error: unknown; retry?: () => void; reset: () => void }) {
  const locale = useSyncExternalStore(noSubscription, browserLocale, () => DEFAULT_LOCALE);
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <Failed words={WORDS[locale]} digest={(error as Partial<Failure> | null)?.digest} retry={retry ?? reset} />
      </body>
    </html>
  );
}

/** "Reference for support: <code>{digest}</code>" with the digest in its place (the one markup these words hold). */
function Reference({ template, digest }: { template: string; digest: string }) {
  const [before, after] = template.split("<code>{digest}</code>");
  return (
    <>
      {before}
      <code translate="no">{digest}</code>
      {after}
    </>
  );
}

function Failed({ words, digest, retry }: { words: typeof en; digest: string | undefined; retry: () => void }) {
  const t = (key: keyof typeof en) => words[key];
  return (
    <>
      <title>{`${t("title")} · Ridedesk`}</title>
      <main role="alert" className="mx-auto max-w-lg px-6 py-24 text-center">
        <p className="text-sm font-semibold text-brand-700" translate="no">
          Ridedesk
        </p>
        <h1 className="mt-2 text-2xl font-bold">{t("title")}</h1>
        <p className="mt-3 text-slate-600">{t("text")}</p>
        {digest && (
          <p className="mt-2 text-xs text-slate-500">
            <Reference template={t("reference")} digest={digest} />
          </p>
        )}
        <button type="button" onClick={() => retry()} className="mt-6 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          {t("tryAgain")}
        </button>
      </main>
    </>
  );
}
