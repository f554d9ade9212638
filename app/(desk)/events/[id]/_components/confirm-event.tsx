"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { confirmEventAction } from "@/app/(desk)/events/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import type { EventView } from "@/lib/events/view";
import { useMoney } from "./event-words";
import { eventKeys } from "@/lib/events/query-options";

/** The one button that books: "Book 18 rides for €432.50", after asking. Only a checked and priced event can be confirmed. */
export function ConfirmEvent({ view, tolerancePct }: { view: Pick<EventView, "batch" | "toConfirm" | "leftOut">; tolerancePct: number }) {
  const t = useTranslations("events");
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const { run } = useAction(confirmEventAction, {
    invalidate: [eventKeys.one(view.batch.id)],
    onSuccess: (data) => setOutcome({ tone: "success", text: t("batch.confirm.done", { count: data?.queued ?? 0 }) }),
    onFailure: (error) => setOutcome({ tone: "error", text: error.message }),
  });
  const count = view.toConfirm.reduce((n, c) => n + c.rows, 0);
  const total = money.all(view.toConfirm);
  const status = view.batch.status;
  // While the sheet is checked or priced, rows are still changing: confirming waits until they are still.
  const ready = status === "draft" && count > 0;
  // While booking, or once done, the progress and the rows say where things stand.
  // Priced rows that repeat a ride already booked elsewhere are left out until the agent includes them.
  const leftOut = view.leftOut.reduce((n, c) => n + c.rows, 0);
  const nothing = leftOut > 0 ? t("batch.confirm.allLeftOut", { count: leftOut }) : t("batch.confirm.nothingPriced");
  const why = status === "checking" || status === "pricing" ? t("batch.confirm.wait") : status === "draft" && count === 0 ? nothing : null;

  async function confirm() {
    await run({ batchId: view.batch.id });
    setOpen(false);
  }

  return (
    <div className="space-y-2">
      <Button
        type="button"
        disabled={!ready}
        aria-describedby={why ? "confirm-why" : undefined}
        onClick={() => {
          setOutcome(null);
          setOpen(true);
        }}
        data-testid="confirm-event"
      >
        {count > 0 ? t("batch.confirm.button", { count, total }) : t("batch.confirm.buttonNothing")}
      </Button>
      {why && (
        <p id="confirm-why" className="text-xs text-slate-600">
          {why}
        </p>
      )}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <ConfirmDialog
        open={open}
        title={t("batch.confirm.title", { count, total })}
        confirmLabel={t("batch.confirm.ok", { count })}
        busyLabel={t("batch.confirm.busy")}
        dismissLabel={t("batch.confirm.keep")}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <p>{t("batch.confirm.text", { count })}</p>
        {leftOut > 0 && <p>{t("batch.confirm.leftOut", { count: leftOut })}</p>}
        <p>{t("batch.confirm.tolerance", { pct: tolerancePct })}</p>
      </ConfirmDialog>
    </div>
  );
}
