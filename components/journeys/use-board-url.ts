"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { boardSearchParams, readBoardFilters, type BoardFilters } from "@/lib/journeys/board";

const noSubscription = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** The desk's time zone: the browser's. Null while rendering on the server, which does not know it. */
export const useDeskZone = () => useSyncExternalStore(noSubscription, browserZone, () => null);

/**
 * The board's tab, filters and search, kept in the URL so a view can be bookmarked and shared.
 * Discrete choices add a history entry (back and forward step through them); typing replaces it.
 */
export function useBoardUrl() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const key = params.toString();
  const filters = useMemo(() => readBoardFilters(new URLSearchParams(key)), [key]);
  // A change made before the last one reached the URL builds on that one, not on what is shown.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === boardSearchParams(filters).toString()) pending.current = null;
  }, [filters]);
  const change = useCallback(
    (patch: Partial<BoardFilters>, how: "push" | "replace" = "push") => {
      const base = pending.current !== null ? readBoardFilters(new URLSearchParams(pending.current)) : filters;
      const next = boardSearchParams({ ...base, ...patch }).toString();
      if (next === boardSearchParams(base).toString()) return;
      pending.current = next;
      const url = next ? `${pathname}?${next}` : pathname;
      if (how === "push") router.push(url, { scroll: false });
      else router.replace(url, { scroll: false });
    },
    [filters, pathname, router],
  );
  return { filters, change };
}
