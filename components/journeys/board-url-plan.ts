import { boardSearchParams, readBoardFilters, type BoardFilters } from "@/lib/journeys/board";

/** A change of the board's URL not yet seen in it: its search string and whether it adds an entry. */
export type PendingChange = { search: string; push: boolean };

/**
 * The navigation a change of filters makes, or null when it changes nothing. A change made before
 * the last one reached the URL builds on that one, not on what is shown. The router drops a
 * navigation still under way when the next starts, so a replace that follows a pushed choice not
 * yet in the URL pushes too: otherwise that choice would leave no history entry.
 */
export function planBoardChange(
  shown: BoardFilters,
  pending: PendingChange | null,
  patch: Partial<BoardFilters>,
  how: "push" | "replace",
): PendingChange | null {
  const base = pending ? readBoardFilters(new URLSearchParams(pending.search)) : shown;
  const search = boardSearchParams({ ...base, ...patch }).toString();
  if (search === boardSearchParams(base).toString()) return null;
  return { search, push: how === "push" || Boolean(pending?.push) };
}
