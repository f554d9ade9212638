import { getTranslations } from "next-intl/server";
import { JobsPanel } from "@/app/(desk)/admin/jobs/_components/jobs-panel";
import { requireUser } from "@/lib/auth/guard";
import { jobsOverviewView } from "@/lib/jobs/overview";

export async function generateMetadata() {
  const t = await getTranslations("jobs");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

export default async function JobsPage() {
  await requireUser("admin");
  const t = await getTranslations("jobs");
  const overview = await jobsOverviewView();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t("title")}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{t("intro")}</p>
      </header>
      <JobsPanel initial={overview} />
    </div>
  );
}
