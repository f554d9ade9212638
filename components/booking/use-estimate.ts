"use client";

import { useQuery } from "@tanstack/react-query";
import { estimateAction } from "@/app/(desk)/book/actions";
import { basketKey } from "@/lib/booking/estimate";
import type { When } from "./when-section";
import type { Estimate } from "./types";
import { useDebounced } from "./use-now";

export type EstimateBasket = { requesterId: string; stops: [number, number][]; when: When; startAt: string | null } | null;

/**
 * The estimate for the current basket, asked for by itself once the basket is complete and has
 * settled, and cached per basket: an unchanged basket never asks the provider twice.
 */
export function useEstimate(basket: EstimateBasket) {
  const settled = useDebounced(basket, 500);
  const keyOf = (b: EstimateBasket) => (b ? basketKey({ requesterId: b.requesterId, stops: b.stops, startAt: b.startAt }) : null);
  const key = keyOf(settled);
  const query = useQuery({
    queryKey: ["estimate", key],
    enabled: settled !== null,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    queryFn: async (): Promise<Estimate> => {
      const result = await estimateAction({ requesterId: settled!.requesterId, stops: settled!.stops, when: settled!.when });
      if (!result.ok) throw new EstimateError(result.error.message, result.error.fields, result.error.code !== "provider" || !!result.error.retryable);
      return { ...result.data, receivedAt: Date.now() };
    },
  });
  // While the basket is still settling, the last estimate is for other stops or another time: not to be shown or booked.
  const current = key !== null && key === keyOf(basket);
  return { ...query, data: current ? query.data : undefined, settling: basket !== null && !current };
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
