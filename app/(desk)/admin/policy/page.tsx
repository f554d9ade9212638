import { getTranslations } from "next-intl/server";
import { PolicyForm } from "@/app/(desk)/admin/policy/_components/policy-form";
import { PolicyMismatchNotice } from "@/app/(desk)/admin/policy/_components/policy-mismatch-notice";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { getPolicy, policyMismatches } from "@/lib/policy/queries";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata() {
  const t = await getTranslations("policy");
  return { title: t("title") };
}

export default async function PolicyPage() {
  await requireUser("admin");
  const t = await getTranslations("policy");
  const database = await db();
  const [{ updatedAt, ...policy }, mismatches] = await Promise.all([getPolicy(database), policyMismatches(database)]);
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} intro={t("intro")} />
      <PolicyMismatchNotice mismatches={mismatches.map((m) => ({ ...m, lastAt: m.lastAt.toISOString() }))} />
      <PolicyForm initial={policy} savedAt={updatedAt?.toISOString() ?? null} />
    </div>
  );
}
