import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import { LOCALES, LANGUAGE_NAMES } from "@/lib/locales";
import { requestLocale } from "@/lib/auth/request-locale";
import { LanguageForm } from "./_components/language-form";

export async function generateMetadata() {
  const t = await getTranslations("profile");
  return { title: t("title") };
}

export default async function ProfilePage() {
  const user = await requireUser();
  const t = await getTranslations("profile");
  const saved = user.locale ?? null;
  const shown = await requestLocale();
  return (
    <div className="max-w-xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="mt-1 text-sm text-slate-600">
          <span translate="no">{user.name}</span> · <span translate="no">{user.email}</span>
        </p>
      </header>
      <LanguageForm options={LOCALES.map((value) => ({ value, name: LANGUAGE_NAMES[value] }))} saved={saved} shown={shown} />
    </div>
  );
}
