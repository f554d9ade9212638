"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";

type Failure = Error & { digest?: string };

/**
 * Logs what identifies a failure, never its message or stack: those may carry a guest's link,
 * a token or a provider's answer. The digest matches the server's own log line.
 */
export function logPageError(error: unknown) {
  const failure = (error ?? {}) as Partial<Failure>;
  console.error("[desk] the page failed", { name: failure.name ?? typeof error, digest: failure.digest ?? null });
}

/** What a signed-in page shows when it fails: a way to try again, and a reference for support. */
export function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("common");
  useEffect(() => logPageError(error), [error]);
  const digest = (error as Partial<Failure> | null)?.digest;
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl border border-rose-200 bg-white p-8 text-center shadow-sm" data-testid="page-error">
      <h1 className="text-xl font-bold text-slate-900">{t("pageError.title")}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("pageError.text")}</p>
      {digest && (
        <p className="mt-2 text-xs text-slate-500">{t.rich("pageError.reference", { digest, code: (chunks) => <code translate="no">{chunks}</code> })}</p>
      )}
      <div className="mt-6 flex justify-center gap-2">
        <button type="button" onClick={retry} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          {t("tryAgain")}
        </button>
        <Link href="/" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
          {t("pageError.home")}
        </Link>
      </div>
    </div>
  );
}
