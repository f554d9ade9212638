"use client";

import type { AwaitingApproval as Held, WaitingForGuest as Waiting } from "@/lib/booking/book-outcome";
import { AwaitingApproval } from "./awaiting-approval";
import { WaitingForGuest } from "./waiting-for-guest";

/** A ride recorded but not sent: held for an approver's yes, or waiting for its guest's call. Loaded only then. */
export function HeldOutcome({ booked, onBookAnother }: { booked: Held | Waiting; onBookAnother: () => void }) {
  return booked.kind === "awaiting_approval" ? (
    <AwaitingApproval bookingId={booked.bookingId} approvers={booked.approvers} dueAt={booked.dueAt} breaches={booked.breaches} onBookAnother={onBookAnother} />
  ) : (
    <WaitingForGuest
      bookingId={booked.bookingId}
      guestUrl={booked.guestUrl}
      opensAt={booked.opensAt}
      closesAt={booked.closesAt}
      onBookAnother={onBookAnother}
    />
  );
}
