/**
 * Problems that need the travel desk: the provider found no driver, the driver cancelled, the
 * guest never came, or our booking call lost its answer. Pure and isomorphic, so the board, the
 * journey page and the server's SQL condition (lib/journeys/attention-queries.ts) agree on one definition.
 */

import { isAttentionEndState, type AttentionEndState } from "./states";

export type AttentionProblem = AttentionEndState | "uncertain";

/** How a problem was dealt with, as kept in bookings.attention_resolution. */
export const ATTENTION_RESOLUTIONS = ["kept searching", "rebooked", "not booked", "linked", "noted"] as const;
export type AttentionResolution = (typeof ATTENTION_RESOLUTIONS)[number];

/** The problem a booking has now, or null when it needs nothing (none, or already resolved). */
export function attentionProblem(booking: {
  status: string;
  endState: string | null;
  attentionResolvedAt: Date | string | null;
}): AttentionProblem | null {
  if (booking.attentionResolvedAt) return null;
  if (booking.status === "uncertain") return "uncertain";
  if (booking.status === "booked" && isAttentionEndState(booking.endState)) return booking.endState;
  return null;
}

const TITLES: Record<AttentionProblem, string> = {
  "not found": "No driver found",
  "driver cancel": "The driver cancelled",
  "no show": "The guest did not show up",
  uncertain: "Booking not confirmed",
};

const DESCRIPTIONS: Record<AttentionProblem, string> = {
  "not found": "The provider could not find a driver. Keep searching for a few more minutes, or rebook.",
  "driver cancel": "The driver cancelled the ride. The guest has no ride: rebook it.",
  "no show": "The driver waited at the pickup but the guest never came. Rebook if the guest still needs a ride.",
  uncertain:
    "The provider did not answer when this ride was booked, so it may or may not exist. Check the provider's panel, then mark it as not booked or link the journey.",
};

/** A short title for a badge or a heading. */
export function attentionTitle(problem: AttentionProblem): string {
  return TITLES[problem];
}

/** What happened and what the desk can do, in plain words. */
export function describeAttention(problem: AttentionProblem): string {
  return DESCRIPTIONS[problem];
}
