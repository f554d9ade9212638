import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Alert } from "@/components/ui/alert";
import { db } from "@/lib/db";
import { policyMismatches } from "@/lib/policy/queries";
import { ProviderCard } from "@/app/(desk)/admin/system/_components/provider-card";
import { requireUser } from "@/lib/auth/guard";
import { env } from "@/lib/env";
import { ProviderCheck } from "@/app/(desk)/admin/system/_components/provider-check";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata() {
  const t = await getTranslations("system");
  return { title: t("title") };
}

export default async function SystemPage() {
  await requireUser("admin");
  const t = await getTranslations("system");
  const { provider } = env();
  const mismatches = await policyMismatches(await db());
  const refused = new Set(mismatches.map((m) => (m.field === "reason" ? "reason" : "label")));
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} intro={t("intro")} />
      {mismatches.length > 0 && (
        <Alert tone="warning" title={t("mismatch.title")}>
          {t.rich("mismatch.body", {
            fields: refused.size > 1 ? "both" : refused.has("reason") ? "reason" : "label",
            link: (chunks) => (
              <Link href="/admin/policy" className="font-medium underline">
                {chunks}
              </Link>
            ),
          })}
        </Alert>
      )}
      <div className="space-y-6" data-testid="system-sections">
        <ProviderCard mode={provider.mode} baseUrl={provider.baseUrl}>
          <Suspense
            fallback={
              <p className="text-sm text-slate-500" role="status">
                {t("provider.checking")}
              </p>
            }
          >
            <ProviderCheck />
          </Suspense>
        </ProviderCard>
      </div>
    </div>
  );
}
