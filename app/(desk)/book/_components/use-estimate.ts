"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { estimateAction } from "@/app/(desk)/book/actions";
import { basketKey } from "@/lib/booking/estimate";
import type { When } from "./when-section";
import type { Estimate } from "./types";
import { useDebounced } from "@/components/ui/use-now";

export type EstimateBasket = { requesterId: string; stops: [number, number][]; when: When; startAt: string | null };

const keyOf = (b: EstimateBasket | null) => (b ? basketKey({ requesterId: b.requesterId, stops: b.stops, startAt: b.startAt }) : null);

/** Prices for one basket, cached under the basket's key: an unchanged basket never asks the provider twice. */
export const estimateQuery = (basket: EstimateBasket | null) =>
  queryOptions({
    queryKey: ["estimate", keyOf(basket)] as const,
    enabled: basket !== null,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    queryFn: async (): Promise<Estimate> => {
      const result = await estimateAction({ requesterId: basket!.requesterId, stops: basket!.stops, when: basket!.when });
      if (!result.ok) throw new EstimateError(result.error.message, result.error.fields, result.error.code !== "provider" || !!result.error.retryable);
      return { ...result.data, receivedAt: Date.now() };
    },
  });

/** The estimate for the current basket, asked for by itself once the basket is complete and has settled. */
export function useEstimate(basket: EstimateBasket | null) {
  // The key settles, not the object: a re-render with the same basket does not restart the wait.
  const key = keyOf(basket);
  const settledKey = useDebounced(key, 500);
  // While the basket is still settling, the last estimate is for other stops or another time: not to be shown or booked.
  const settled = key !== null && key === settledKey ? basket : null;
  const query = useQuery(estimateQuery(settled));
  return { ...query, data: settled ? query.data : undefined, settling: basket !== null && !settled };
}

export class EstimateError extends Error {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
    /** Whether asking again for the same basket can help; a refused basket must change first. */
    readonly retryable = true,
  ) {
    super(message);
  }
}
