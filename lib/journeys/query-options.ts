import { queryOptions } from "@tanstack/react-query";
import type { JourneyLive } from "./types";
import { getJson, retryUnlessRefused } from "@/lib/http/get-json";

/** How often a screen following a journey reads it again (from our database, never the provider). */
export const JOURNEY_FOLLOW_MS = 5_000;

export const journeyKeys = {
  all: ["journeys"] as const,
  live: (journeyId: string) => ["journeys", journeyId, "live"] as const,
};

/** A booked journey's last known state, read again while the refresh job still follows it. */
export const journeyLiveQuery = (journeyId: string) =>
  queryOptions({
    queryKey: journeyKeys.live(journeyId),
    queryFn: ({ signal }) => getJson<JourneyLive>(`/api/journeys/${encodeURIComponent(journeyId)}`, signal),
    refetchInterval: (query) => (query.state.data && !query.state.data.following ? false : JOURNEY_FOLLOW_MS),
    retry: retryUnlessRefused,
  });
