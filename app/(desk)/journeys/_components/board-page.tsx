"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useMessageText } from "@/components/ui/use-message-text";
import { useNow } from "@/components/ui/use-now";
import { HttpError } from "@/lib/http/get-json";
import { journeysBoardQuery } from "@/lib/journeys/board-query-options";
import { BoardFilters, NO_FILTERS, type BoardOptions } from "./board-filters";
import { BoardList } from "./board-list";
import { BoardTabs, TAB_PANEL_ID, tabId } from "./board-tabs";
import { zoneName } from "@/lib/journeys/board-format";
import { asData, BehindReason } from "@/components/journeys/journey-words";
import { useBoardUrl, useDeskZone } from "@/components/journeys/use-board-url";

/** The journeys board: every ride the person may see, by tab, filtered from the URL, kept current every 10 s. */
export function BoardPage({ options }: { options: BoardOptions }) {
  const t = useTranslations("journeys");
  const common = useTranslations("common");
  const series = useTranslations("series.list");
  const words = useMessageText();
  const { filters, change } = useBoardUrl();
  const deskZone = useDeskZone();
  const query = useInfiniteQuery({ ...journeysBoardQuery(filters, deskZone ?? "UTC"), enabled: deskZone !== null });
  const nowMs = useNow(15_000);
  const first = query.data?.pages[0];
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  // A route's own message is in the reader's words; a lost connection's is the browser's, so it is not shown.
  const errorText = (e: unknown) => (e instanceof HttpError ? words(e.message) : t("board.noAnswer"));

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {t("board.intro")} {deskZone && <span data-testid="desk-zone">{t.rich("board.zone", { zone: zoneName(deskZone), place: asData })}</span>}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link href="/journeys/series" className="text-sm font-medium text-brand-700 hover:underline">
            {series("open")}
          </Link>
          <Link href="/book" className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
            <span aria-hidden>+</span> {t("board.book")}
          </Link>
        </div>
      </header>
      <BoardFilters filters={filters} options={options} onChange={change} />
      {first?.freshness.behind && (
        <Alert tone="warning" title={t("board.behind.title")}>
          <span data-testid="board-behind">
            <BehindReason freshness={first.freshness} />
          </span>
        </Alert>
      )}
      <div>
        <BoardTabs tab={filters.tab} attentionCount={first?.attentionCount ?? null} onChoose={(tab) => change({ tab })} />
        <section
          id={TAB_PANEL_ID}
          role="tabpanel"
          aria-labelledby={tabId(filters.tab)}
          aria-busy={query.isFetching || undefined}
          className="rounded-b-xl border border-t-0 border-slate-200 bg-white shadow-sm"
        >
          {query.isError && !query.data ? (
            <div className="p-6">
              <Alert tone="error" title={t(`board.loadFailed.${filters.tab}`)}>
                <p>{errorText(query.error)}</p>
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => query.refetch()}>
                  {common("tryAgain")}
                </Button>
              </Alert>
            </div>
          ) : !query.data ? (
            <BoardSkeleton />
          ) : (
            <BoardList
              rows={rows}
              filters={filters}
              deskZone={deskZone ?? "UTC"}
              nowMs={Math.max(nowMs, query.dataUpdatedAt)}
              onClear={() => change(NO_FILTERS)}
            />
          )}
          {query.isError && query.data && (
            <p role="status" className="border-t border-slate-100 px-4 py-2 text-xs text-amber-800">
              {t("board.lastUpdateFailed", { reason: errorText(query.error) })}
            </p>
          )}
          {query.hasNextPage && (
            <div className="border-t border-slate-100 p-4 text-center">
              <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
                {t("board.showMore")}
              </Button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

function BoardSkeleton() {
  const t = useTranslations("journeys");
  return (
    <div className="divide-y divide-slate-100" aria-label={t("board.loadingLabel")} role="status">
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
      <span className="sr-only">{t("board.loading")}</span>
    </div>
  );
}
