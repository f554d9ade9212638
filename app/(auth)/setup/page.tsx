import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SetupForm } from "@/app/(auth)/setup/_components/setup-form";
import { db } from "@/lib/db";
import { adminExists } from "@/lib/accounts/queries";
import { passwordFieldWords } from "@/app/(auth)/_components/form-words";

export async function generateMetadata() {
  const t = await getTranslations("auth");
  return { title: t("setup.title") };
}

export const dynamic = "force-dynamic";

/** First-run setup: only while no admin exists. */
export default async function SetupPage() {
  if (await adminExists(await db())) redirect("/sign-in");
  const t = await getTranslations("auth");
  const words = {
    title: t("setup.title"),
    intro: t("setup.intro"),
    name: t("fields.name"),
    email: t("fields.email"),
    submit: t("setup.submit"),
    submitting: t("setup.submitting"),
    passwordFields: await passwordFieldWords(),
  };
  return <SetupForm words={words} />;
}
