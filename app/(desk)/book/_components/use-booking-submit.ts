"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { bookJourneyAction } from "@/app/(desk)/book/actions";
import type { ActionData } from "@/lib/action-result";
import type { BookingInput } from "@/lib/booking/schema";

export type Booked = ActionData<typeof bookJourneyAction>;
export type SubmitProblem = {
  /** In the reader's words: the server's, or the form's own (`unreachable`). */
  message: string;
  /** What to do next, said after the message: look at the new prices before booking again. */
  then?: "checkNewPrices";
  /** Trying the same booking again is safe and may help (busy provider, lost connection). */
  retryable: boolean;
  /** The provider never answered: the ride may exist, so only a new, deliberate booking can follow. */
  uncertain?: boolean;
  /** The unconfirmed booking, whose page shows what was sent and settles it. */
  bookingId?: string;
  fields: Record<string, string>;
};

/**
 * Sends a booking, already checked by the form's rules, once per intent: a second submit while one runs is ignored here, and the server
 * refuses a second journey for the same intent anyway. A lost connection keeps everything as it was.
 */
export function useBookingSubmit({ onEstimateExpired, onFieldErrors }: { onEstimateExpired(): void; onFieldErrors(fields: Record<string, string>): void }) {
  const t = useTranslations("booking.summary");
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);

  async function submit(input: BookingInput) {
    // A ref, not state: a double click lands before React re-renders with pending = true.
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      setProblem(null);
      const result = await bookJourneyAction(input);
      if (result.ok) {
        setBooked(result.data);
      } else if (result.error.code === "estimate_expired") {
        onEstimateExpired();
        setProblem({ message: result.error.message, then: "checkNewPrices", retryable: false, fields: {} });
      } else if (result.error.code === "in_progress") {
        setProblem({ message: result.error.message, retryable: true, fields: {} });
      } else {
        const fields = result.error.fields ?? {};
        // Fields the form shows get their message there; the alert says the rest.
        onFieldErrors(fields);
        setProblem({
          message: result.error.message,
          retryable: !!result.error.retryable,
          uncertain: result.error.code === "uncertain",
          bookingId: result.error.bookingId,
          fields,
        });
      }
    } catch {
      setProblem({ message: t("unreachable"), retryable: true, fields: {} });
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { submit, pending, problem, booked, reset: () => (setBooked(null), setProblem(null)) };
}
