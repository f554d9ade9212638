import type { BoardFreshness } from "./board";
import { afterDropOffEvery, type PollSettings } from "./poll-policy";

/** A reservation this close to its pickup is read as often as a ride under way. */
export const DUE_WITHIN_MS = 20 * 60_000;

/**
 * A journey under way unread for this long means the refresh job is behind: several missed reads
 * (it reads every JOURNEY_POLL_SECONDS), never less than a minute and a half.
 */
export const behindAfterMs = (pollSeconds: number) => Math.max(90_000, pollSeconds * 6_000);

/**
 * Which journeys count as behind now: under way or due within 20 minutes, and whose next read is
 * overdue by their own schedule. A ride under way is read every poll interval; after drop off, every
 * JOURNEY_SETTLE_SECONDS (2 minutes) until the provider closes it, so it is behind only once that
 * read is as late as a ride under way may be: `settlingReadBefore`.
 */
export function behindWindow(nowMs: number, poll: PollSettings) {
  const lateBy = behindAfterMs(poll.activeSeconds) - poll.activeSeconds * 1000;
  return {
    readBefore: new Date(nowMs - behindAfterMs(poll.activeSeconds)),
    settlingReadBefore: new Date(nowMs - afterDropOffEvery(poll) * 1000 - lateBy),
    dueBefore: new Date(nowMs + DUE_WITHIN_MS),
  };
}

/**
 * Whether the board's states are being kept up to date: behind when the job runner is not running
 * ("jobs stopped"), or when it has fallen behind on rides under way ("stale", with how many); the
 * screens say why in the reader's words.
 */
export function boardFreshness(runnerState: string, stale: { stale: number; oldestReadAt: Date | null }): BoardFreshness {
  const oldestReadAt = stale.oldestReadAt?.toISOString() ?? null;
  if (runnerState !== "running") return { behind: true, reason: "jobs stopped", staleJourneys: stale.stale, oldestReadAt };
  if (stale.stale > 0) return { behind: true, reason: "stale", staleJourneys: stale.stale, oldestReadAt };
  return { behind: false, reason: null, staleJourneys: 0, oldestReadAt: null };
}
