"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { parcelListQuery } from "@/lib/parcels/query-options";
import { placeText } from "@/lib/parcels/format";
import { ParcelStateBadge } from "./parcel-state-badge";
import { StoredMessage } from "./parcel-words";

/** The desk's parcels, newest first; read again every few seconds until every one has settled, and on coming back into view. */
export function ParcelList() {
  const t = useTranslations("parcels.list");
  const common = useTranslations("common");
  const query = useInfiniteQuery(parcelListQuery());
  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !query.data) {
    return (
      <Alert tone="error" title={t("loadFailed")}>
        <p>{(query.error as Error).message}</p>
        <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={() => query.refetch()}>
          {common("tryAgain")}
        </Button>
      </Alert>
    );
  }
  const parcels = query.data.pages.flatMap((p) => p.parcels);
  if (parcels.length === 0) {
    return (
      <div data-testid="parcels-empty" className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600">
        <p className="font-medium text-slate-800">{t("empty")}</p>
        <p className="mt-1">{t("emptyHint")}</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ul aria-label={t("label")} className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {parcels.map((p) => (
          <li key={p.id} data-testid="parcel-row" className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
            <div className="min-w-0 space-y-1">
              <Link href={`/parcels/${p.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline" translate="no">
                {p.description}
              </Link>
              <p className="text-sm text-slate-600">
                {t.rich("route", {
                  hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                  arrow: (chunks) => <span aria-hidden>{chunks}</span>,
                  pickup: () => <span translate="no">{placeText(p.pickup)}</span>,
                  dropoff: () => <span translate="no">{placeText(p.dropoff)}</span>,
                })}
              </p>
              {p.error && (
                <p className="text-sm text-rose-700" data-testid="parcel-error">
                  <StoredMessage message={p.error.message} />
                </p>
              )}
            </div>
            <div className="flex flex-col items-end gap-1 text-right">
              <ParcelStateBadge parcel={p} />
              <span className="text-xs text-slate-500">{t.rich("created", { time: () => <LocalTime iso={p.createdAt} /> })}</span>
            </div>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button type="button" variant="secondary" busy={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
          {t("showOlder")}
        </Button>
      )}
      {query.isError && <p className="text-sm text-rose-700">{t("refreshFailed", { problem: (query.error as Error).message })}</p>}
    </div>
  );
}

function ListSkeleton() {
  const t = useTranslations("parcels.list");
  return (
    <div role="status" aria-label={t("loading")} className="space-y-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}
