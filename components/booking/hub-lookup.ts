"use client";

import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { hubsAction } from "@/app/(desk)/_actions/hubs";
import { unwrap } from "@/lib/action-result";
import { MAX_STOPS } from "@/lib/booking/stops";
import type { Hub } from "./hub";

type LatLng = [number, number];

/** About 10 m: a stop nudged within the same building keeps its hub. */
export const hubKey = (loc: readonly number[]) => loc.map((n) => n.toFixed(4)).join(",");

/**
 * Gathers the lookups asked for within one tick into calls of at most `size` keys, so the stops
 * of a ride shown together are looked up together, and a stop added later alone.
 */
export function batched<K, V>(fetchMany: (keys: K[]) => Promise<V[]>, size: number) {
  let queue: { key: K; resolve(v: V): void; reject(e: unknown): void }[] = [];
  function flush() {
    const waiting = queue;
    queue = [];
    for (let i = 0; i < waiting.length; i += size) {
      const chunk = waiting.slice(i, i + size);
      fetchMany(chunk.map((w) => w.key)).then(
        (values) => chunk.forEach((w, j) => w.resolve(values[j]!)),
        (e: unknown) => chunk.forEach((w) => w.reject(e)),
      );
    }
  }
  return (key: K) =>
    new Promise<V>((resolve, reject) => {
      if (queue.length === 0) setTimeout(flush, 0);
      queue.push({ key, resolve, reject });
    });
}

const loadHub = batched<LatLng, Hub | null>((locs) => unwrap(hubsAction({ locs })), MAX_STOPS);

/** The hub at one stop (null where there is none), cached per place: other stops never ask again. */
export const hubQuery = (loc: LatLng) =>
  queryOptions({
    queryKey: ["hub", hubKey(loc)] as const,
    queryFn: () => loadHub(loc),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: 1,
  });

/**
 * The hubs at all the stops in one query: each stop's hub comes from its own cache entry, and
 * only the stops not yet known are looked up, together.
 */
export const stopHubsQuery = (client: QueryClient, locs: LatLng[]) =>
  queryOptions({
    queryKey: ["hubs", locs.map(hubKey).join(";")] as const,
    enabled: locs.length > 0,
    staleTime: Infinity,
    queryFn: (): Promise<(Hub | null | undefined)[]> => Promise.all(locs.map((loc) => client.fetchQuery(hubQuery(loc)))),
    // While a stop added or moved is looked up, the other stops keep the hubs already known.
    placeholderData: () => locs.map((loc) => client.getQueryData(hubQuery(loc).queryKey)),
  });
