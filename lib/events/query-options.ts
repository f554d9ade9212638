import { queryOptions } from "@tanstack/react-query";
import { getJson, retryUnlessRefused } from "@/lib/http/get-json";
import { isMoving } from "./summary";
import type { EventView } from "./view";

/** How often an event's page reads it again while it is checked, priced or booked (from our database only). */
export const EVENT_FOLLOW_MS = 2_000;

export const eventKeys = {
  all: ["events"] as const,
  one: (batchId: string) => ["events", batchId] as const,
};

/** An event as its page shows it, read again while something moves, and no more once it is still. */
export const eventQuery = (batchId: string) =>
  queryOptions({
    queryKey: eventKeys.one(batchId),
    queryFn: ({ signal }) => getJson<EventView>(`/api/events/${encodeURIComponent(batchId)}`, signal),
    refetchInterval: (query) => (query.state.data && !isMoving(query.state.data.batch.status) ? false : EVENT_FOLLOW_MS),
    retry: retryUnlessRefused,
  });
