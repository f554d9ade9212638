import { queryOptions } from "@tanstack/react-query";
import { messagesSettling } from "@/lib/messaging/booking-messages";
import type { JourneyLiveAnswer } from "./types";
import { getJson, retryUnlessRefused } from "@/lib/http/get-json";

/** How often a screen following a journey reads it again (from our database, never the provider). */
export const JOURNEY_FOLLOW_MS = 5_000;

export const journeyKeys = {
  all: ["journeys"] as const,
  live: (journeyId: string) => ["journeys", journeyId, "live"] as const,
};

/**
 * A booked journey's last known state, read again while the refresh job still follows it, or while
 * a message to its guest or an alert about it may still move on (a delivery report after the ride ended).
 */
export const journeyLiveQuery = (journeyId: string) =>
  queryOptions({
    queryKey: journeyKeys.live(journeyId),
    queryFn: ({ signal }) => getJson<JourneyLiveAnswer>(`/api/journeys/${encodeURIComponent(journeyId)}`, signal),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && !data.following && !messagesSettling(data.messages, Date.now()) ? false : JOURNEY_FOLLOW_MS;
    },
    retry: retryUnlessRefused,
  });
