/**
 * Problems that need the travel desk: the provider found no driver, the driver cancelled, the
 * guest never came, or our booking call lost its answer. Pure and isomorphic, so the board, the
 * journey page and the server's SQL condition (lib/booking/attention-queries.ts) agree on one definition.
 */

import { isAttentionEndState, type AttentionEndState } from "@/lib/booking/states";

export type AttentionProblem = AttentionEndState | "uncertain";

/** How a problem was dealt with, as kept in bookings.attention_resolution. */
export const ATTENTION_RESOLUTIONS = ["kept searching", "rebooked", "not booked", "linked", "noted"] as const;
export type AttentionResolution = (typeof ATTENTION_RESOLUTIONS)[number];

/** The problem a booking has now, or null when it needs nothing (none, or already resolved). */
export function attentionProblem(booking: { status: string; endState: string | null; attentionResolvedAt: Date | string | null }): AttentionProblem | null {
  if (booking.attentionResolvedAt) return null;
  if (booking.status === "uncertain") return "uncertain";
  if (booking.status === "booked" && isAttentionEndState(booking.endState)) return booking.endState;
  return null;
}

/**
 * The key of a problem's words in the "journeys" messages: `attention.title.<key>` for a badge or a
 * heading, `attention.text.<key>` for what happened and what the desk can do.
 */
export type AttentionKey = "notFound" | "driverCancel" | "noShow" | "uncertain";

const KEYS: Record<AttentionProblem, AttentionKey> = { "not found": "notFound", "driver cancel": "driverCancel", "no show": "noShow", uncertain: "uncertain" };

export const attentionKey = (problem: AttentionProblem): AttentionKey => KEYS[problem];
