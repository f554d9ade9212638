"use client";

import { useTranslations } from "next-intl";
import { syncRequestersAction } from "@/app/(desk)/admin/users/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { useAction } from "@/components/ui/use-action";
import type { RequestersStatus } from "@/app/(desk)/admin/_components/types";

/** The company's requesters as last read from the ride service, and a way to read them again. */
export function RequestersCard({ status }: { status: RequestersStatus }) {
  const t = useTranslations("users.requesters");
  const { run, pending, outcome, problem } = useAction(syncRequestersAction, { refresh: true });
  const sync = () => void run({});
  const synced = outcome?.ok ? outcome.data : undefined;
  const result = synced
    ? { tone: "success" as const, text: synced.skipped > 0 ? t("syncedSkipping", synced) : t("synced", synced) }
    : problem
      ? { tone: "error" as const, text: problem }
      : null;

  return (
    <Card
      title={t("title")}
      description={t("description")}
      actions={
        <Button type="button" variant="secondary" busy={pending} onClick={sync}>
          {pending ? t("syncing") : t("sync")}
        </Button>
      }
    >
      <div className="space-y-4" data-testid="requesters-card">
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">{t("active")}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-slate-900" data-testid="requesters-count">
              {status.activeCount}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("lastSynced")}</dt>
            <dd className="mt-0.5 text-slate-900">{status.lastSyncedAt ? <LocalTime iso={status.lastSyncedAt} /> : t("never")}</dd>
          </div>
        </dl>
        <p className="text-xs text-slate-500">{t("automatic")}</p>
      </div>
    </Card>
  );
}
