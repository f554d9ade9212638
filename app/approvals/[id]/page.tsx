import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ActionError } from "@/lib/action-result";
import { requireSignedIn } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { approvalView } from "@/lib/approvals/view-queries";
import { ApprovalDetail } from "../_components/approval-detail";

export async function generateMetadata() {
  const t = await getTranslations("approvals.detail");
  return { title: t("metaTitle") };
}

/** One approval. A malformed id, an unknown one and another label's all get the same 404: no one learns of rides by trying ids. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireSignedIn();
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  const view = await approvalView({ user, db: await db() }, id.data).catch((e: unknown) => {
    if (e instanceof ActionError && e.code === "not_found") notFound();
    throw e;
  });
  const t = await getTranslations("approvals.detail");
  return (
    <div className="space-y-4">
      <Link href="/approvals" className="text-sm text-brand-700 hover:underline">
        ← {t("back")}
      </Link>
      <ApprovalDetail view={view} />
    </div>
  );
}
