"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useNow } from "@/components/ui/use-now";
import { BoardRow } from "@/components/journeys/board-row";
import { zoneName } from "@/lib/journeys/board-format";
import { BehindReason } from "@/components/journeys/journey-words";
import { useDeskZone } from "@/components/journeys/use-board-url";
import { journeysBoardQuery } from "@/lib/journeys/board-query-options";
import { HttpError } from "@/lib/http/get-json";
import { useMessageText } from "@/components/ui/use-message-text";

const link = "font-medium text-brand-700 underline underline-offset-2 hover:no-underline";
const TODAY = { tab: "today" } as const;

/** Today's rides for this person (their requesters' and their own), and what needs attention, kept current like the board. */
export function TodaysRides() {
  const t = useTranslations("home");
  const common = useTranslations("common");
  const words = useMessageText();
  const deskZone = useDeskZone();
  const query = useInfiniteQuery({ ...journeysBoardQuery(TODAY, deskZone ?? "UTC"), enabled: deskZone !== null });
  const nowMs = useNow(15_000);
  const first = query.data?.pages[0];
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const attention = first?.attentionCount ?? 0;

  return (
    <div className="space-y-4">
      {attention > 0 && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4"
          data-testid="home-attention"
        >
          <p className="font-medium text-amber-900">{t("attention", { count: attention })}</p>
          <Link href="/journeys?tab=attention" className="rounded-md bg-amber-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-amber-800">
            {t("seeAttention")}
          </Link>
        </div>
      )}
      {first?.freshness.behind && (
        <Alert tone="warning" title={t("behind")}>
          <BehindReason freshness={first.freshness} />
        </Alert>
      )}
      <section aria-labelledby="todays-rides-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="todays-rides">
        <div className="flex flex-wrap items-baseline justify-between gap-2 px-6 pt-5 pb-3">
          <h2 id="todays-rides-heading" className="text-lg font-semibold">
            {t("today.heading")}
          </h2>
          <p className="text-sm text-slate-500">
            {deskZone && <>{t.rich("today.in", { zone: zoneName(deskZone), place: (chunks) => <span translate="no">{chunks}</span> })} · </>}
            <Link href="/journeys" className={link}>
              {t("today.allJourneys")}
            </Link>
          </p>
        </div>
        {query.isError && !query.data ? (
          <div className="px-6 pb-6">
            <Alert tone="error" title={t("today.loadFailed")}>
              {/* A route's own message is in the reader's words; a lost connection's is the browser's, so it is not shown. */}
              <p>{query.error instanceof HttpError ? words(query.error.message) : t("today.noAnswer")}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => query.refetch()}>
                {common("tryAgain")}
              </Button>
            </Alert>
          </div>
        ) : !query.data ? (
          <p role="status" className="px-6 pb-6 text-sm text-slate-500">
            {t("today.loading")}
          </p>
        ) : rows.length === 0 ? (
          <div className="mx-6 mb-6 rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center">
            <p className="font-medium text-slate-700">{t("today.empty")}</p>
            <p className="mt-1 text-sm text-slate-500">
              {t.rich("today.emptyText", {
                link: (chunks) => (
                  <Link href="/book" className={link}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-slate-100 border-t border-slate-100" aria-label={t("today.heading")}>
              {rows.map((r) => (
                <BoardRow key={r.id} row={r} deskZone={deskZone ?? "UTC"} nowMs={Math.max(nowMs, query.dataUpdatedAt)} withDay={false} />
              ))}
            </ul>
            {query.hasNextPage && (
              <p className="border-t border-slate-100 px-6 py-3 text-sm">
                <Link href="/journeys" className={link}>
                  {t("today.seeAll")}
                </Link>
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
