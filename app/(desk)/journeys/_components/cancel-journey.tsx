"use client";

import { useState } from "react";
import { cancelJourneyAction } from "@/app/(desk)/journeys/actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
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
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  async function confirm() {
    const r = await cancelJourneyAction({ bookingId }).catch(() => null);
    setOpen(false);
    if (!r) return setOutcome({ tone: "error", text: "Ridedesk could not reach the server, so the ride was not cancelled. Check the connection and try again." });
    if (r.ok) {
      setOutcome({ tone: "success", text: "The ride is cancelled." });
      onSettled(r.data.state);
      return;
    }
    setOutcome({ tone: "error", text: r.error.message });
    // A refusal came with the state read again; show it.
    if (r.error.code === "conflict") onSettled(null);
  }

  return (
    <div className="space-y-2">
      {offer.offered && (
        <Button type="button" variant="danger" onClick={() => { setOutcome(null); setOpen(true); }}>
          Cancel the ride
        </Button>
      )}
      {outcome && <div data-testid="cancel-outcome"><Alert tone={outcome.tone}>{outcome.text}</Alert></div>}
      <ConfirmDialog
        open={open}
        title="Cancel this ride?"
        confirmLabel="Yes, cancel the ride"
        busyLabel="Cancelling…"
        dismissLabel="Keep the ride"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <p>{riderName ? `${riderName} will no longer be picked up.` : "The guest will no longer be picked up."} This cannot be undone.</p>
        {offer.offered && offer.feeMayApply && (
          <p data-testid="cancel-fee" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
            A driver is already assigned, so the ride service may charge a cancellation fee.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
