import { queryOptions } from "@tanstack/react-query";
import { messagesSettling } from "@/lib/notifications/booking-messages";
import type { JourneyLiveAnswer } from "./types";
import { getJson, retryUnlessRefused } from "@/lib/http/get-json";

/** How often a screen following a journey reads it again (from our database, never the provider). */
export const JOURNEY_FOLLOW_MS = 5_000;
/** How often the page of a ride waiting for an approver's answer reads it again. */
export const HELD_RIDE_READ_MS = 15_000;

export const journeyKeys = {
  all: ["journeys"] as const,
  live: (journeyId: string) => ["journeys", journeyId, "live"] as const,
};

/** How long after a journey's last change (an end, a read) its page keeps reading: the messages that follow it are recorded by jobs moments later. */
export const AFTER_CHANGE_MS = 2 * 60_000;

/**
 * Whether a page showing this journey reads it again: while the refresh job follows it, while a
 * message or alert about it may still move on, and for a while after its last change, so the
 * cancellation message (recorded by a job after the cancel) and a STOP answer still appear.
 */
export function readsAgain(data: JourneyLiveAnswer | undefined, now: number): boolean {
  if (!data || data.following || messagesSettling(data.messages, now)) return true;
  const times = [...Object.values(data.stateTimes), data.readAt, data.checkedAt].flatMap((at) => (at ? [Date.parse(at)] : []));
  return times.some((at) => now - at < AFTER_CHANGE_MS);
}

/**
 * A booked journey's last known state, read again while the refresh job still follows it, or while
 * a message to its guest or an alert about it may still move on (a delivery report after the ride ended).
 */
export const journeyLiveQuery = (journeyId: string) =>
  queryOptions({
    queryKey: journeyKeys.live(journeyId),
    queryFn: ({ signal }) => getJson<JourneyLiveAnswer>(`/api/journeys/${encodeURIComponent(journeyId)}`, signal),
    refetchInterval: (query) => (readsAgain(query.state.data, Date.now()) ? JOURNEY_FOLLOW_MS : false),
    retry: retryUnlessRefused,
  });
