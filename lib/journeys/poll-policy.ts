/**
 * When to read a journey again, from what we know of it. Pure, so the refresh job and its tests
 * share one policy.
 */

import { END_STATES } from "@/lib/booking/states";

export type PollSettings = {
  /** Between reads of a journey in progress (about 15 s). */
  activeSeconds: number;
  /** Between reads after drop off, until the provider closes the journey with its totals (2 minutes). */
  afterDropOffSeconds?: number;
};

export const DEFAULT_POLL: PollSettings = { activeSeconds: 15, afterDropOffSeconds: 2 * 60 };

export type JourneyFacts = {
  state: string | null;
  endState: string | null;
  finished: boolean;
  hasTotals: boolean;
  /** When the pickup is due, for a reservation; null for as soon as possible. */
  startsAt: Date | null;
  /** When each state was first seen. */
  stateTimes: Record<string, string>;
};

const MINUTE = 60;
/** After drop off the provider makes the sale (terminated, with totals) within hours; past this, stop asking. */
const TOTALS_WAIT_S = 6 * 60 * MINUTE;
/** A terminated journey is read once more for its totals, then left alone. */
const TERMINATED_GRACE_S = 60;

/** Seconds between reads after drop off, until the provider closes the journey: never faster than a ride under way. */
export const afterDropOffEvery = (poll: PollSettings = DEFAULT_POLL) => Math.max(poll.activeSeconds, poll.afterDropOffSeconds ?? DEFAULT_POLL.afterDropOffSeconds!);

/**
 * Seconds until the next read, or null to stop following the journey: at an end state (read on
 * until terminated with its totals after a drop off), and never before a read has happened.
 */
export function nextReadIn(j: JourneyFacts, now: Date, poll: PollSettings = DEFAULT_POLL): number | null {
  const since = (state: string) => {
    const at = j.stateTimes[state];
    return at ? (now.getTime() - Date.parse(at)) / 1000 : 0;
  };
  if (j.state === "terminated") return j.hasTotals || since("terminated") >= TERMINATED_GRACE_S ? null : poll.activeSeconds;
  const endState = j.endState ?? (j.state && END_STATES.has(j.state) ? j.state : null);
  if (j.finished || endState) {
    if (endState !== "drop off") return null;
    if (j.hasTotals || since("drop off") > TOTALS_WAIT_S) return null;
    // The sale comes 10 minutes after drop off at the sandbox, hours later in production.
    return afterDropOffEvery(poll);
  }
  if (j.startsAt && (j.state === null || j.state === "hire")) {
    const ahead = (j.startsAt.getTime() - now.getTime()) / 1000;
    // A reservation far ahead changes little: read it more slowly the further off it is.
    if (ahead > 24 * 60 * MINUTE) return 30 * MINUTE;
    if (ahead > 2 * 60 * MINUTE) return 10 * MINUTE;
    if (ahead > 45 * MINUTE) return 2 * MINUTE;
  }
  return poll.activeSeconds;
}
