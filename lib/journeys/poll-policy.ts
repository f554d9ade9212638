/**
 * When to read a journey again, from what we know of it. Pure, so the refresh job and its tests
 * share one policy.
 */

import { END_STATES, SEARCH_LEAD_MS } from "@/lib/booking/states";

export type PollSettings = {
  /** Between reads of a journey in progress (about 15 s). */
  activeSeconds: number;
  /** Between reads after drop off, until the provider closes the journey with its totals (2 minutes). */
  afterDropOffSeconds?: number;
  /**
   * The provider's clock runs faster than ours (the embedded sandbox with SANDBOX_CLOCK_SPEED, as the
   * tests run it): a reservation's driver search then begins long before our clock says, so it is read
   * at the pace of a ride under way instead of waiting for its search.
   */
  providerClockRunsFast?: boolean;
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
/** A reservation waiting for its driver search is read at least this often, for a cancel made outside the desk. */
export const RESERVATION_CHECK_S = 6 * 60 * MINUTE;
/** How long before its driver search may begin a reservation is read as closely as a ride under way. */
export const SEARCH_MARGIN_MS = 2 * 60_000;
/** A reservation in its driver search before its pickup is read this many times more slowly than a ride under way. */
export const SEARCH_PACE = 4;
/** A terminated journey is read once more for its totals, then left alone. */
const TERMINATED_GRACE_S = 60;

/** Seconds between reads after drop off, until the provider closes the journey: never faster than a ride under way. */
export const afterDropOffEvery = (poll: PollSettings = DEFAULT_POLL) =>
  Math.max(poll.activeSeconds, poll.afterDropOffSeconds ?? DEFAULT_POLL.afterDropOffSeconds!);

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
  if (j.startsAt && !poll.providerClockRunsFast && (j.state === null || j.state === "hire")) {
    // Nothing changes at the provider before a reservation's driver search begins (up to SEARCH_LEAD_MS
    // before its pickup): read it then, a little early so the board never counts it as behind, and in
    // between only seldom, for a cancel made elsewhere.
    const untilSearch = Math.ceil((j.startsAt.getTime() - SEARCH_LEAD_MS - SEARCH_MARGIN_MS - now.getTime()) / 1000);
    if (untilSearch > 0) return Math.min(untilSearch, RESERVATION_CHECK_S);
    // Searching: the next change is a driver found, who then needs the minutes to the pickup anyway; a
    // minute's pace (at the default) still reads it well inside the board's 90 s for a ride due soon.
    if (j.startsAt.getTime() > now.getTime()) return poll.activeSeconds * SEARCH_PACE;
  }
  return poll.activeSeconds;
}
