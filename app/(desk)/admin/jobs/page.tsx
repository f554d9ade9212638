import { getTranslations } from "next-intl/server";
import { JobsPanel } from "@/app/(desk)/admin/jobs/_components/jobs-panel";
import { requireUser } from "@/lib/auth/guard";
import { jobsOverviewView } from "@/lib/jobs/overview";
import { PageHeader } from "@/components/ui/page-header";

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
      <PageHeader title={t("title")} intro={t("intro")} />
      <JobsPanel initial={overview} />
    </div>
  );
}
