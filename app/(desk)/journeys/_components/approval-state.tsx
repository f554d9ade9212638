"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { withdrawHeldRideAction } from "../actions";
import { LocalTime } from "@/components/ui/local-time";
import type { RideApproval } from "@/lib/approvals/view-queries";
import { HELD_RIDE_READ_MS } from "@/lib/journeys/query-options";

/**
 * A ride held for approval, as its page says it: who may answer and by when, or the no and its note.
 * Nothing was sent to the ride service either way.
 */
export function ApprovalState({ status, approval, bookingId }: { status: "awaiting_approval" | "declined"; approval: RideApproval; bookingId: string }) {
  const t = useTranslations("journeys.page.approval");
  useReadAgainWhileWaiting(status === "awaiting_approval");
  const due = { time: () => <LocalTime iso={approval.dueAt} /> };
  if (status === "awaiting_approval") {
    return (
      <Alert tone="warning" title={approval.approvers.length ? t("waitingFor", { names: approval.approvers.join(", ") }) : t("waitingForAdmins")}>
        <p data-testid="approval-due">{t.rich("due", due)}</p>
        <p className="mt-1">{t("nothingSent")}</p>
        <Withdraw bookingId={bookingId} />
      </Alert>
    );
  }
  const title =
    approval.status === "expired"
      ? t("declinedNoAnswer")
      : approval.status === "cancelled"
        ? t("withdrawnBy", { name: approval.decidedBy ?? "—" })
        : t("declinedBy", { name: approval.decidedBy ?? "—" });
  return (
    <Alert tone="info" title={title}>
      {approval.note && approval.status === "declined" && (
        <p data-testid="approval-note" className="whitespace-pre-wrap">
          {t("note", { note: approval.note })}
        </p>
      )}
      <p className="mt-1">{t("nothingSent")}</p>
    </Alert>
  );
}

/** Reads the page again on the server every HELD_RIDE_READ_MS while the ride waits: the answer shows without a reload. */
function useReadAgainWhileWaiting(waiting: boolean) {
  const router = useRouter();
  useEffect(() => {
    if (!waiting) return;
    const t = setInterval(() => router.refresh(), HELD_RIDE_READ_MS);
    return () => clearInterval(t);
  }, [waiting, router]);
}

/** Takes the request back, after a question: the ride is never sent and an answer that comes after books nothing. */
function Withdraw({ bookingId }: { bookingId: string }) {
  const t = useTranslations("journeys.page.approval");
  const [asking, setAsking] = useState(false);
  const { run, problem } = useAction(withdrawHeldRideAction, { refresh: true });
  return (
    <div className="mt-3">
      <Button type="button" variant="secondary" size="sm" onClick={() => setAsking(true)}>
        {t("withdraw")}
      </Button>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-rose-800">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t("withdrawTitle")}
        confirmLabel={t("withdrawConfirm")}
        busyLabel={t("withdrawing")}
        dismissLabel={t("withdrawKeep")}
        onConfirm={async () => {
          await run({ bookingId });
          setAsking(false);
        }}
        onClose={() => setAsking(false)}
      >
        <p>{t("withdrawText")}</p>
      </ConfirmDialog>
    </div>
  );
}
