import Link from "next/link";
import { useTranslations } from "next-intl";
import { TodaysRides } from "./todays-rides";

const primary = "inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800";
const secondary = "inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";

/** Where an agent starts the day: book a ride, and see today's. */
export function HomePage({ firstName, admin }: { firstName: string; admin: boolean }) {
  const t = useTranslations("home");
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t.rich("welcome", { firstName, name: (chunks) => <span translate="no">{chunks}</span> })}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t("intro")}</p>
        </div>
        <Link href="/book" className={primary}>
          <span aria-hidden>+</span> {t("book")}
        </Link>
      </header>
      <TodaysRides />
      {admin && (
        <nav aria-label={t("admin.label")} className="flex flex-wrap gap-2">
          <Link href="/admin/users" className={secondary}>
            {t("admin.users")}
          </Link>
          <Link href="/admin/system" className={secondary}>
            {t("admin.system")}
          </Link>
        </nav>
      )}
    </div>
  );
}
