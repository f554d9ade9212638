import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { parcelEvents, parcels } from "@/lib/db/schema";
import { isFinalParcelState } from "@/lib/parcels/states";
import { getJson, retryUnlessRefused } from "./http";

/** How often a screen reads parcels again while something is under way (from our database only). */
export const PARCEL_POLL_MS = 3_000;

/** A row as it travels in JSON: dates become ISO strings. */
type Jsonified<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
export type ParcelView = Jsonified<typeof parcels.$inferSelect>;
export type ParcelEventView = Jsonified<typeof parcelEvents.$inferSelect>;
export type ParcelPage = { parcels: ParcelView[]; next: string | null };
export type ParcelDetail = { parcel: ParcelView; events: ParcelEventView[] };

/** Something may still change by itself: a request waiting, a creation unanswered, or a shipment under way. */
export function parcelIsMoving(p: Pick<ParcelView, "requested" | "status" | "state">): boolean {
  if (p.requested) return true;
  if (p.status === "creating") return true;
  if (p.status !== "created") return false;
  return p.state !== null && p.state !== "ready" && !isFinalParcelState(p.state);
}

export const parcelKeys = {
  all: ["parcels"] as const,
  list: () => ["parcels", "list"] as const,
  detail: (id: string) => ["parcels", id] as const,
};

/** The parcels list, newest first, a page at a time; read again while any loaded parcel is moving. */
export const parcelListQuery = () =>
  infiniteQueryOptions({
    queryKey: parcelKeys.list(),
    queryFn: ({ pageParam, signal }) => getJson<ParcelPage>(`/api/parcels${pageParam ? `?${new URLSearchParams({ before: pageParam })}` : ""}`, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.parcels.some(parcelIsMoving)) ? PARCEL_POLL_MS : false),
    retry: retryUnlessRefused,
  });

/** One parcel and its timeline; read again until it has settled. */
export const parcelDetailQuery = (id: string) =>
  queryOptions({
    queryKey: parcelKeys.detail(id),
    queryFn: ({ signal }) => getJson<ParcelDetail>(`/api/parcels/${encodeURIComponent(id)}`, signal),
    refetchInterval: (query) => (query.state.data && !parcelIsMoving(query.state.data.parcel) ? false : PARCEL_POLL_MS),
    retry: retryUnlessRefused,
  });
