"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { syncLabelsAction } from "@/app/(desk)/admin/labels/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { useAction } from "@/components/ui/use-action";
import type { LabelListQuery } from "@/lib/labels/schemas";
import type { LabelSummary } from "@/lib/labels/types";
import { CreateLabelForm } from "./create-label-form";
import { ImportLabels } from "./import-labels";
import { LabelFilters } from "./label-filters";
import { LabelsTable } from "./labels-table";
import { LocalTime } from "@/components/ui/local-time";

export type Notice = { tone: "success" | "error"; text: string };

export function LabelsPage({
  labels,
  paging,
  query,
  syncedAt,
}: {
  labels: LabelSummary[];
  paging: { page: number; pages: number; total: number };
  query: LabelListQuery;
  syncedAt: string | null;
}) {
  const t = useTranslations("labels");
  const [notice, setNotice] = useState<Notice | null>(null);
  const { run, pending: syncing } = useAction(syncLabelsAction, {
    refresh: true,
    onSuccess: (data) => setNotice({ tone: "success", text: t("synced", { count: data?.total ?? 0 }) }),
    onFailure: (error) => setNotice({ tone: "error", text: error.message }),
  });
  const sync = () => void run({});

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("title")}
        intro={t("intro", { minutes: 10 })}
        actions={
          <Button variant="secondary" onClick={sync} busy={syncing}>
            {syncing ? t("syncing") : t("sync")}
          </Button>
        }
      >
        <p className="mt-1 text-xs text-slate-500">{syncedAt ? t.rich("lastRead", { time: () => <LocalTime iso={syncedAt} /> }) : t("neverRead")}</p>
      </PageHeader>

      <Alert tone="info" title={t("renameTitle")}>
        {t("renameBody")}
      </Alert>

      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <section aria-label={t("allLabels")} className="space-y-4">
          <LabelFilters query={query} />
          <LabelsTable labels={labels} paging={paging} query={query} synced={syncedAt !== null} onNotice={setNotice} />
        </section>
        <CreateLabelForm onNotice={setNotice} />
      </div>

      <ImportLabels onNotice={setNotice} />
    </div>
  );
}
