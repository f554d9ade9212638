"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { cancelJourneyAction } from "@/app/(desk)/journeys/actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { asData } from "@/components/journeys/journey-words";
import type { CancelOffer } from "@/lib/journeys/rules";

/**
 * Cancels a booked journey after asking. Once a driver is assigned the question says a fee may
 * apply; when the provider refuses (the ride has already ended) the answer is said in words and
 * the host reads the state again.
 */
export function CancelJourney({ bookingId, riderName, offer, onSettled }: {
  bookingId: string;
  riderName: string;
  /** Whether cancelling is offered now; the outcome of a cancel stays in view after it no longer is. */
  offer: CancelOffer;
  /** After an answer, cancelled or refused: the host reads the journey again. */
  onSettled: (state: string | null) => void;
}) {
  const t = useTranslations("journeys");
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  async function confirm() {
    const r = await cancelJourneyAction({ bookingId }).catch(() => null);
    setOpen(false);
    if (!r) return setOutcome({ tone: "error", text: t("cancel.noServer") });
    if (r.ok) {
      setOutcome({ tone: "success", text: t("cancel.done") });
      onSettled(r.data.state);
      return;
    }
    // A refusal comes in the reader's words (server actions translate their failures).
    setOutcome({ tone: "error", text: r.error.message });
    // A refusal came with the state read again; show it.
    if (r.error.code === "conflict") onSettled(null);
  }

  return (
    <div className="space-y-2">
      {offer.offered && (
        <Button type="button" variant="danger" onClick={() => { setOutcome(null); setOpen(true); }}>
          {t("cancel.button")}
        </Button>
      )}
      {outcome && <div data-testid="cancel-outcome"><Alert tone={outcome.tone}>{outcome.text}</Alert></div>}
      <ConfirmDialog
        open={open}
        title={t("cancel.title")}
        confirmLabel={t("cancel.confirm")}
        busyLabel={t("cancel.busy")}
        dismissLabel={t("cancel.keep")}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <p>{riderName ? t.rich("cancel.who", { name: riderName, data: asData }) : t("cancel.whoUnknown")}</p>
        {offer.offered && offer.feeMayApply && (
          <p data-testid="cancel-fee" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
            {t("cancel.fee")}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
