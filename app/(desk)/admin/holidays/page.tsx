import { getTranslations } from "next-intl/server";
import { HolidaysPage } from "@/app/(desk)/admin/holidays/_components/holidays-page";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { listHolidays } from "@/lib/series/holidays-queries";

export async function generateMetadata() {
  const t = await getTranslations("series.holidays");
  return { title: t("title") };
}

/** The company's holidays, which rides that repeat skip. */
export default async function AdminHolidaysPage() {
  await requireUser("admin");
  return <HolidaysPage holidays={await listHolidays(await db())} />;
}
