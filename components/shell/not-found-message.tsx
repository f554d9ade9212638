import Link from "next/link";
import { useTranslations } from "next-intl";

/** Ridedesk's words for a page that is not there, or not one the person may see: the same answer for both. */
export function NotFoundMessage() {
  const t = useTranslations("shell.notFound");
  return (
    <div className="mx-auto max-w-lg px-6 py-24 text-center" data-testid="not-found">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-bold">{t("heading")}</h1>
      <p className="mt-3 text-slate-600">{t("text")}</p>
      <Link href="/" className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
        {t("home")}
      </Link>
    </div>
  );
}
