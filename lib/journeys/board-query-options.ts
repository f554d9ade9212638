import { infiniteQueryOptions } from "@tanstack/react-query";
import { boardSearchParams, type BoardFilters, type BoardPage } from "./board";
import { getJson, retryUnlessRefused } from "@/lib/http/get-json";

/** How often an open board reads again: from our database, never the provider, so any number of boards cost it nothing. */
export const BOARD_REFRESH_MS = 10_000;

export const boardKeys = {
  all: ["journeys", "board"] as const,
  page: (filters: BoardFilters, tz: string) => ["journeys", "board", tz, boardSearchParams(filters).toString()] as const,
};

/** The board's rows for these filters, page by page; every page loaded is read again on the timer. */
export const journeysBoardQuery = (filters: BoardFilters, tz: string) =>
  infiniteQueryOptions({
    queryKey: boardKeys.page(filters, tz),
    queryFn: ({ signal, pageParam }) => {
      const params = boardSearchParams(filters);
      if (filters.tab === "today") params.set("tab", "today");
      params.set("tz", tz);
      if (pageParam) params.set("cursor", pageParam);
      return getJson<BoardPage>(`/api/journeys?${params}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: BOARD_REFRESH_MS,
    retry: retryUnlessRefused,
  });
