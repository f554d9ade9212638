"use client";

import { useState } from "react";
import { bookJourneyAction } from "@/app/(desk)/book/actions";
import type { BookingInput } from "@/lib/booking/schema";

export type Booked = { bookingId: string; journeyId: string; publicUrl: string | null; state: string };
export type SubmitProblem = { message: string; retryable: boolean; fields: Record<string, string> };

/**
 * Sends a booking once per intent: the button is disabled while it runs, and the server refuses
 * a second journey for the same intent. A lost connection keeps everything as it was.
 */
export function useBookingSubmit(onEstimateExpired: () => void) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);

  async function submit(input: BookingInput) {
    if (pending) return;
    // The full rules (phone metadata included) load on the first submit, not with the page.
    const { bookingSchema } = await import("@/lib/booking/schema");
    const local = bookingSchema.safeParse(input);
    if (!local.success) {
      const fields: Record<string, string> = {};
      for (const i of local.error.issues) fields[i.path.join(".")] ??= i.message;
      setProblem({ message: "Some details need attention before booking.", retryable: false, fields });
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const result = await bookJourneyAction(input);
      if (result.ok) {
        setBooked(result.data);
      } else if (result.error.code === "estimate_expired") {
        onEstimateExpired();
        setProblem({ message: `${result.error.message} Check the new prices, then book again.`, retryable: false, fields: {} });
      } else if (result.error.code !== "in_progress") {
        setProblem({ message: result.error.message, retryable: !!result.error.retryable, fields: result.error.fields ?? {} });
      }
    } catch {
      setProblem({ message: "Ridedesk could not be reached. Your booking is kept as it is: check the connection and try again.", retryable: true, fields: {} });
    } finally {
      setPending(false);
    }
  }

  return { submit, pending, problem, booked, reset: () => (setBooked(null), setProblem(null)) };
}
