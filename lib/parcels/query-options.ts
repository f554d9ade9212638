import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { parcelEvents, parcels } from "@/lib/db/schema";
import { parcelOperations } from "./format";
import { isFinalParcelState } from "@/lib/parcel-states";
import { getJson, retryUnlessRefused } from "@/lib/http/get-json";

/** How often a screen reads parcels again while something is under way (from our database only). */
export const PARCEL_POLL_MS = 3_000;
/** Sooner while a request the agent just made waits for its state: the answer usually comes within seconds. */
export const PARCEL_REQUEST_POLL_MS = 1_000;
/** A parcel waiting for the desk changes only when someone acts on it, perhaps in another tab. */
export const PARCEL_IDLE_POLL_MS = 5_000;

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

type Followed = Pick<ParcelView, "requested" | "status" | "state" | "providerId">;

/** Nothing more can happen to it: no shipment under way, and nothing left for anyone to do with it. */
export function parcelIsSettled(p: Followed): boolean {
  if (parcelIsMoving(p)) return false;
  return !Object.values(parcelOperations(p)).some(Boolean);
}

/** The next read's delay for these parcels, or false when every one of them has settled. */
export function parcelPollMs(list: Followed[]): number | false {
  if (list.some((p) => p.requested || p.status === "creating")) return PARCEL_REQUEST_POLL_MS;
  if (list.some(parcelIsMoving)) return PARCEL_POLL_MS;
  return list.every(parcelIsSettled) ? false : PARCEL_IDLE_POLL_MS;
}

export const parcelKeys = {
  all: ["parcels"] as const,
  list: () => ["parcels", "list"] as const,
  detail: (id: string) => ["parcels", id] as const,
  /** Apart from the parcel's own key: reading the parcel again does not ask the provider for these. */
  shippingTypes: (id: string) => ["parcel-shipping-types", id] as const,
};

/** The parcels list, newest first, a page at a time; read again until every loaded parcel has settled. */
export const parcelListQuery = () =>
  infiniteQueryOptions({
    queryKey: parcelKeys.list(),
    queryFn: ({ pageParam, signal }) => getJson<ParcelPage>(`/api/parcels${pageParam ? `?${new URLSearchParams({ before: pageParam })}` : ""}`, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    refetchInterval: (query) => parcelPollMs(query.state.data?.pages.flatMap((page) => page.parcels) ?? []),
    // A tab that comes back into view may have missed what another tab did meanwhile.
    refetchOnWindowFocus: true,
    retry: retryUnlessRefused,
  });

/** One parcel and its timeline; read again until it has settled. */
export const parcelDetailQuery = (id: string) =>
  queryOptions({
    queryKey: parcelKeys.detail(id),
    queryFn: ({ signal }) => getJson<ParcelDetail>(`/api/parcels/${encodeURIComponent(id)}`, signal),
    refetchInterval: (query) => (query.state.data ? parcelPollMs([query.state.data.parcel]) : PARCEL_POLL_MS),
    refetchOnWindowFocus: true,
    retry: retryUnlessRefused,
  });
