import { z } from "@/lib/zod";

/** 24 random bytes in base64url: exactly 32 characters of A–Z, a–z, 0–9, "-" and "_". */
export const guestTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

/** The guest's page keeps working this long after the journey ends, for a last look at the ride. */
export const AFTER_END_MS = 24 * 60 * 60_000;
/** A journey whose end we never learned (the provider stopped answering) is closed this long after its pickup. */
export const WITHOUT_END_MS = 48 * 60 * 60_000;

export type LinkFacts = {
  status: string;
  endState: string | null;
  finished: boolean;
  /** When each state was first seen, ISO 8601; the end state's entry is the provider's end_at. */
  stateTimes: Record<string, string>;
  pickupAt: Date;
  journeyReadAt: Date | null;
  /** A ride the guest calls when ready: when their window opens and closes; null for any other ride. */
  readyFrom?: Date | null;
  readyUntil?: Date | null;
};

/** A ride the guest calls, before its journey exists: waiting, being sent, or ended unused. */
const READY_STATUSES = new Set(["waiting_for_guest", "pending", "uncertain", "guest_never_ready", "ready_cancelled"]);

const time = (iso: string | undefined) => {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(ms) ? ms : null;
};

/** When the journey ended, in ms since the epoch; null while it has not. */
export function journeyEndedAt(f: LinkFacts): number | null {
  if (!f.endState && !f.finished) return null;
  const endedAt = (f.endState ? time(f.stateTimes[f.endState]) : null) ?? time(f.stateTimes.terminated);
  return endedAt ?? f.journeyReadAt?.getTime() ?? f.pickupAt.getTime();
}

/**
 * Whether the guest's page still answers: for a ride its guest calls, while it waits and a day after;
 * else only for a booked journey, until 24 hours after it
 * ends, and never beyond 48 hours after a pickup whose end was never learned.
 */
export function isGuestLinkActive(f: LinkFacts, nowMs: number): boolean {
  // A ride the guest calls answers from the booking until a day after its window closed.
  if (f.readyUntil && READY_STATUSES.has(f.status)) return f.status === "waiting_for_guest" || nowMs < f.readyUntil.getTime() + AFTER_END_MS;
  if (f.status !== "booked") return false;
  const endedAt = journeyEndedAt(f);
  if (endedAt !== null) return nowMs < endedAt + AFTER_END_MS;
  return nowMs < f.pickupAt.getTime() + WITHOUT_END_MS;
}
