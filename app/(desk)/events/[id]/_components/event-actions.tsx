"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { cancelAllEventRidesAction, cancelUnbookedEventRowsAction } from "@/app/(desk)/events/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { useDeskZone } from "@/components/journeys/use-board-url";
import { useNow } from "@/components/ui/use-now";
import { boardTabOf, cancelCounts } from "@/lib/events/summary";
import { boardSearchParams } from "@/lib/journeys/board";
import type { EventView } from "@/lib/events/view";
import { CorrectedSheet } from "./corrected-sheet";
import { eventKeys } from "@/lib/events/query-options";

const linkButton =
  "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

type Outcome = { tone: "error" | "success"; text: string } | null;

/** What the agent can do with the whole event: correct its sheet, download its results, see its rides on the board, cancel. */
export function EventActions({ view }: { view: EventView }) {
  const t = useTranslations("events");
  const id = view.batch.id;
  const counts = cancelCounts(view.rows);
  const zone = useDeskZone();
  const now = useNow(60_000);
  // The board opens on the tab where the event's rides are (the coming days, for an event booked ahead), not on an empty today.
  const boardTab = zone ? boardTabOf(view.rows, now, zone) : null;
  const board = `/journeys?${boardSearchParams({ tab: boardTab ?? "today", event: id }).toString()}`;
  const [asking, setAsking] = useState<"unbooked" | "all" | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const failed = (error: { message: string }) => setOutcome({ tone: "error", text: error.message });
  const cancelUnbooked = useAction(cancelUnbookedEventRowsAction, {
    invalidate: [eventKeys.one(id)],
    onSuccess: (d) => setOutcome({ tone: "success", text: t("batch.cancel.unbookedDone", { count: d?.cancelled ?? 0 }) }),
    onFailure: failed,
  });
  const cancelAll = useAction(cancelAllEventRidesAction, {
    invalidate: [eventKeys.one(id)],
    onSuccess: (d) => setOutcome({ tone: "success", text: t("batch.cancel.allDone", { unbooked: d?.unbooked ?? 0, booked: d?.booked ?? 0 }) }),
    onFailure: failed,
  });

  async function cancel(which: "unbooked" | "all") {
    await (which === "unbooked" ? cancelUnbooked : cancelAll).run({ batchId: id });
    setAsking(null);
  }

  return (
    <section aria-labelledby="event-actions-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="event-actions">
      <h2 id="event-actions-title" className="text-sm font-semibold text-slate-900">
        {t("batch.actions.title")}
      </h2>
      <CorrectedSheet batchId={id} />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">{t("batch.actions.download")}</span>
        <a className={linkButton} href={`/api/events/${id}/results?format=xlsx`} download>
          {t("batch.actions.xlsx")}
        </a>
        <a className={linkButton} href={`/api/events/${id}/results?format=csv`} download>
          {t("batch.actions.csv")}
        </a>
        <Link className={linkButton} href={board} data-testid="event-board-link">
          {t("batch.actions.board")}
        </Link>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={counts.unbooked === 0}
          onClick={() => {
            setOutcome(null);
            setAsking("unbooked");
          }}
        >
          {t("batch.cancel.unbookedButton")}
        </Button>
        <Button
          type="button"
          variant="danger"
          size="sm"
          disabled={counts.unbooked + counts.booked === 0}
          onClick={() => {
            setOutcome(null);
            setAsking("all");
          }}
        >
          {t("batch.cancel.allButton")}
        </Button>
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <CancelDialog
        open={asking === "unbooked"}
        title={t("batch.cancel.unbookedTitle")}
        confirmLabel={t("batch.cancel.unbookedConfirm", { count: counts.unbooked })}
        onConfirm={() => cancel("unbooked")}
        onClose={() => setAsking(null)}
      >
        <p>{t("batch.cancel.unbookedText", { count: counts.unbooked })}</p>
        <p>{t("batch.cancel.bookedStay", { count: counts.booked })}</p>
      </CancelDialog>
      <CancelDialog
        open={asking === "all"}
        title={t("batch.cancel.allTitle")}
        confirmLabel={t("batch.cancel.allConfirm")}
        onConfirm={() => cancel("all")}
        onClose={() => setAsking(null)}
      >
        <p>{t("batch.cancel.unbookedText", { count: counts.unbooked })}</p>
        <p>{t("batch.cancel.bookedCancelled", { count: counts.booked })}</p>
        {counts.booked > 0 && <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">{t("batch.cancel.fee")}</p>}
      </CancelDialog>
    </section>
  );
}

function CancelDialog({
  open,
  title,
  confirmLabel,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("events");
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={t("batch.cancel.busy")}
      dismissLabel={t("batch.cancel.keep")}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
