"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { boardSearchParams, readBoardFilters, type BoardFilters } from "@/lib/journeys/board";
import { planBoardChange, type PendingChange } from "./board-url-plan";

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
  const pending = useRef<PendingChange | null>(null);
  useEffect(() => {
    if (pending.current?.search === boardSearchParams(filters).toString()) pending.current = null;
  }, [filters]);
  const change = useCallback(
    (patch: Partial<BoardFilters>, how: "push" | "replace" = "push") => {
      const planned = planBoardChange(filters, pending.current, patch, how);
      if (!planned) return;
      pending.current = planned;
      const url = planned.search ? `${pathname}?${planned.search}` : pathname;
      if (planned.push) router.push(url, { scroll: false });
      else router.replace(url, { scroll: false });
    },
    [filters, pathname, router],
  );
  return { filters, change };
}
