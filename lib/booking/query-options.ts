import { queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/http/get-json";
import { placeSearchUrl, pointAddressUrl, pointZoneUrl, type PlaceSearch, type PointAddress, type PointZone } from "./lookups";

export const bookingKeys = {
  places: (q: string, near: readonly number[] | undefined) => ["places", q, near?.map((n) => n.toFixed(2)).join(",")] as const,
  address: (loc: readonly number[]) => ["place-at", loc.join(",")] as const,
  zone: (loc: readonly number[] | undefined) => ["zone", loc?.map((n) => n.toFixed(3)).join(",") ?? null] as const,
};

/** Address search for what was typed (two characters at least), biased towards a point on the map. */
export const placeSearchQuery = (q: string, near?: [number, number]) =>
  queryOptions({
    queryKey: bookingKeys.places(q, near),
    queryFn: ({ signal }) => getJson<PlaceSearch>(placeSearchUrl(q, near), signal),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
  });

/** The address of a dropped or dragged pin. */
export const pointAddressQuery = (loc: [number, number]) =>
  queryOptions({
    queryKey: bookingKeys.address(loc),
    queryFn: ({ signal }) => getJson<PointAddress>(pointAddressUrl(loc), signal),
    staleTime: 5 * 60_000,
  });

/** The pickup's time zone, for reservations in its local time. */
export const pickupZoneQuery = (pickup: [number, number] | undefined) =>
  queryOptions({
    queryKey: bookingKeys.zone(pickup),
    queryFn: ({ signal }) => getJson<PointZone>(pointZoneUrl(pickup!), signal),
    enabled: !!pickup,
    staleTime: Infinity,
  });
