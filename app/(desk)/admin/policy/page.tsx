import { getTranslations } from "next-intl/server";
import { PolicyForm } from "@/app/(desk)/admin/policy/_components/policy-form";
import { PolicyMismatchNotice } from "@/app/(desk)/admin/policy/_components/policy-mismatch-notice";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { getPolicy, policyMismatches } from "@/lib/policy/queries";

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
      <header>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{t("intro")}</p>
      </header>
      <PolicyMismatchNotice mismatches={mismatches.map((m) => ({ ...m, lastAt: m.lastAt.toISOString() }))} />
      <PolicyForm initial={policy} savedAt={updatedAt?.toISOString() ?? null} />
    </div>
  );
}
