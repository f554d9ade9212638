import { useTranslations } from "next-intl";

/** The skeleton shown while a signed-in page loads its data; shaped like a heading and two cards. */
export function PageSkeleton() {
  const t = useTranslations("common");
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="animate-pulse space-y-6" data-testid="page-loading">
      <span className="sr-only">{t("loading")}</span>
      <div aria-hidden className="h-8 w-64 rounded bg-slate-200" />
      <div aria-hidden className="h-4 w-96 max-w-full rounded bg-slate-100" />
      <div aria-hidden className="h-40 rounded-xl border border-slate-200 bg-white" />
      <div aria-hidden className="h-24 rounded-xl border border-slate-200 bg-white" />
    </div>
  );
}
