import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SetPasswordForm } from "@/app/(auth)/welcome/[token]/_components/set-password-form";
import { db } from "@/lib/db";
import { findByPasswordToken } from "@/lib/accounts/password-tokens";
import { passwordFieldWords } from "@/app/(auth)/_components/form-words";

export async function generateMetadata() {
  const t = await getTranslations("auth");
  return { title: t("welcome.title") };
}

export const dynamic = "force-dynamic";

/** Where invitation and reset links lead: choose a password, then you are signed in. */
export default async function WelcomePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const found = await findByPasswordToken(await db(), token);
  if (!found) {
    const t = await getTranslations("auth.welcome.expired");
    return (
      <div className="space-y-3">
        <h1 className="text-xl font-semibold">{t("heading")}</h1>
        <p className="text-sm text-slate-600">{t("text")}</p>
        <Link href="/sign-in" className="text-sm font-medium text-brand-700 underline">
          {t("signIn")}
        </Link>
      </div>
    );
  }
  const t = await getTranslations("auth.welcome");
  const { name, email } = found.user;
  const words = {
    heading:
      found.purpose === "invite"
        ? t.rich("invited", { firstName: name.split(" ")[0] ?? name, name: (chunks) => <span translate="no">{chunks}</span> })
        : t("reset"),
    intro: t.rich("intro", { email, strong: (chunks) => <strong translate="no">{chunks}</strong> }),
    submit: t("submit"),
    submitting: t("submitting"),
    passwordFields: await passwordFieldWords(),
  };
  return <SetPasswordForm token={token} email={email} words={words} />;
}
