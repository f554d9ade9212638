"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { LocalTime } from "@/components/ui/local-time";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useMessageText } from "@/components/ui/use-message-text";
import { parcelListQuery } from "@/lib/parcels/query-options";
import { placeText } from "@/lib/parcels/format";
import { ParcelStateBadge } from "./parcel-state-badge";

/** The desk's parcels, newest first; read again every few seconds until every one has settled, and on coming back into view. */
export function ParcelList() {
  const query = useInfiniteQuery(parcelListQuery());
  const words = useMessageText();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !query.data) {
    return (
      <Alert tone="error" title="The parcels could not be loaded">
        <p>{(query.error as Error).message}</p>
        <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const parcels = query.data.pages.flatMap((p) => p.parcels);
  if (parcels.length === 0) {
    return (
      <div data-testid="parcels-empty" className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600">
        <p className="font-medium text-slate-800">No parcels yet</p>
        <p className="mt-1">Badges, documents, a forgotten laptop: describe the first one above and Ridedesk sends it with the delivery service.</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ul aria-label="Parcels" className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {parcels.map((p) => (
          <li key={p.id} data-testid="parcel-row" className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
            <div className="min-w-0 space-y-1">
              <Link href={`/parcels/${p.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {p.description}
              </Link>
              <p className="text-sm text-slate-600">
                <span className="sr-only">From </span>
                {placeText(p.pickup)} <span aria-hidden>→</span>
                <span className="sr-only"> to </span> {placeText(p.dropoff)}
              </p>
              {p.error && (
                <p className="text-sm text-rose-700" data-testid="parcel-error">
                  {words(p.error.message)}
                </p>
              )}
            </div>
            <div className="flex flex-col items-end gap-1 text-right">
              <ParcelStateBadge parcel={p} />
              <span className="text-xs text-slate-500">
                Created <LocalTime iso={p.createdAt} />
              </span>
            </div>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button type="button" variant="secondary" busy={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
          Show older parcels
        </Button>
      )}
      {query.isError && <p className="text-sm text-rose-700">Could not refresh the list: {(query.error as Error).message}</p>}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading parcels" className="space-y-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}
