"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { LocalTime } from "@/components/ui/local-time";
import type { RideApproval } from "@/lib/approvals/view-queries";

/**
 * A ride held for approval, as its page says it: who may answer and by when, or the no and its note.
 * Nothing was sent to the ride service either way.
 */
export function ApprovalState({ status, approval }: { status: "awaiting_approval" | "declined"; approval: RideApproval }) {
  const t = useTranslations("journeys.page.approval");
  const due = { time: () => <LocalTime iso={approval.dueAt} /> };
  if (status === "awaiting_approval") {
    return (
      <Alert tone="warning" title={approval.approvers.length ? t("waitingFor", { names: approval.approvers.join(", ") }) : t("waitingForAdmins")}>
        <p data-testid="approval-due">{t.rich("due", due)}</p>
        <p className="mt-1">{t("nothingSent")}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={approval.status === "expired" ? t("declinedNoAnswer") : t("declinedBy", { name: approval.decidedBy ?? "—" })}>
      {approval.note && approval.status === "declined" && (
        <p data-testid="approval-note" className="whitespace-pre-wrap">
          {t("note", { note: approval.note })}
        </p>
      )}
      <p className="mt-1">{t("nothingSent")}</p>
    </Alert>
  );
}
