"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { cancelJourneyAction } from "@/app/(desk)/journeys/actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { asData } from "@/components/journeys/journey-words";
import { useAction } from "@/components/ui/use-action";
import type { CancelOffer } from "@/lib/journeys/rules";

/**
 * Cancels a booked journey after asking. Once a driver is assigned the question says a fee may
 * apply; when the provider refuses (the ride has already ended) the answer is said in words and
 * the booking and its journey are read again, as after a cancel.
 */
export function CancelJourney({
  bookingId,
  riderName,
  offer,
}: {
  bookingId: string;
  riderName: string;
  /** Whether cancelling is offered now; the outcome of a cancel stays in view after it no longer is. */
  offer: CancelOffer;
}) {
  const t = useTranslations("journeys");
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  const { run } = useAction(cancelJourneyAction, {
    // The page's render carries the journey's live state too (the page shows the newer of the two): one
    // refresh reads both, and is not held back by a live read that cannot get through.
    refresh: true,
    // A refusal came with the state read again; show it.
    rereadOnFailure: true,
    // The question closes as the answer comes, before the page is read again.
    onSuccess: () => {
      setOpen(false);
      setOutcome({ tone: "success", text: t("cancel.done") });
    },
    // A refusal comes in the reader's words; no answer at all (the only retryable "unexpected") says the ride was not cancelled.
    onFailure: (error) => {
      setOpen(false);
      setOutcome({ tone: "error", text: error.code === "unexpected" && error.retryable ? t("cancel.noServer") : error.message });
    },
  });

  const confirm = async () => void (await run({ bookingId }));

  return (
    <div className="space-y-2">
      {offer.offered && (
        <Button
          type="button"
          variant="danger"
          onClick={() => {
            setOutcome(null);
            setOpen(true);
          }}
        >
          {t("cancel.button")}
        </Button>
      )}
      {outcome && (
        <div data-testid="cancel-outcome">
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
      )}
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
