"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useNow } from "@/components/ui/use-now";
import { journeysBoardQuery } from "@/lib/journeys/board-query-options";
import { TAB_LABELS } from "@/lib/journeys/board";
import { BoardFilters, type BoardOptions } from "./board-filters";
import { BoardList } from "./board-list";
import { BoardTabs, TAB_PANEL_ID, tabId } from "./board-tabs";
import { zoneName } from "@/lib/journeys/board-format";
import { useBoardUrl, useDeskZone } from "@/components/journeys/use-board-url";

/** The journeys board: every ride the person may see, by tab, filtered from the URL, kept current every 10 s. */
export function BoardPage({ options }: { options: BoardOptions }) {
  const { filters, change } = useBoardUrl();
  const deskZone = useDeskZone();
  const query = useInfiniteQuery({ ...journeysBoardQuery(filters, deskZone ?? "UTC"), enabled: deskZone !== null });
  const nowMs = useNow(15_000);
  const first = query.data?.pages[0];
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Journeys</h1>
          <p className="mt-1 text-sm text-slate-600">
            Every ride you can follow, updated every 10 seconds.{" "}
            {deskZone && <span data-testid="desk-zone">Today, upcoming and past are days in your time zone ({zoneName(deskZone)}).</span>}
          </p>
        </div>
        <Link href="/book" className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          <span aria-hidden>+</span> Book a ride
        </Link>
      </header>
      <BoardFilters filters={filters} options={options} onChange={change} />
      {first?.freshness.behind && (
        <Alert tone="warning" title="Ride updates are behind">
          <span data-testid="board-behind">{first.freshness.reason}</span>
        </Alert>
      )}
      <div>
        <BoardTabs tab={filters.tab} attentionCount={first?.attentionCount ?? null} onChoose={(tab) => change({ tab })} />
        <section id={TAB_PANEL_ID} role="tabpanel" aria-labelledby={tabId(filters.tab)} aria-busy={query.isFetching || undefined} className="rounded-b-xl border border-t-0 border-slate-200 bg-white shadow-sm">
          {query.isError && !query.data ? (
            <div className="p-6">
              <Alert tone="error" title={`The ${TAB_LABELS[filters.tab].toLowerCase()} journeys could not be loaded`}>
                <p>{errorText(query.error)}</p>
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => query.refetch()}>
                  Try again
                </Button>
              </Alert>
            </div>
          ) : !query.data ? (
            <BoardSkeleton />
          ) : (
            <BoardList rows={rows} filters={filters} deskZone={deskZone ?? "UTC"} nowMs={Math.max(nowMs, query.dataUpdatedAt)} onClear={() => change({ state: undefined, requester: undefined, label: undefined, agent: undefined, from: undefined, to: undefined, q: undefined })} />
          )}
          {query.isError && query.data && (
            <p role="status" className="border-t border-slate-100 px-4 py-2 text-xs text-amber-800">
              The last update failed ({errorText(query.error)}); showing what was read before. Trying again in 10 seconds.
            </p>
          )}
          {query.hasNextPage && (
            <div className="border-t border-slate-100 p-4 text-center">
              <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
                Show more
              </Button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : "The server did not answer.");

function BoardSkeleton() {
  return (
    <div className="divide-y divide-slate-100" aria-label="Loading journeys" role="status">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="grid animate-pulse gap-4 px-4 py-4 sm:grid-cols-[9rem_1fr_11rem]">
          <div className="h-4 rounded bg-slate-200" />
          <div className="space-y-2">
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-100" />
          </div>
          <div className="h-4 rounded bg-slate-100" />
        </div>
      ))}
      <span className="sr-only">Loading journeys…</span>
    </div>
  );
}
