import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SetupForm } from "@/app/(auth)/setup/_components/setup-form";
import { db } from "@/lib/db";
import { adminExists } from "@/lib/accounts/queries";

export async function generateMetadata() {
  const t = await getTranslations("auth");
  return { title: t("setup.title") };
}

export const dynamic = "force-dynamic";

/** First-run setup: only while no admin exists. */
export default async function SetupPage() {
  if (await adminExists(await db())) redirect("/sign-in");
  return <SetupForm />;
}
