import { queryOptions } from "@tanstack/react-query";
import type { CorrectionHistory } from "./types";
import { getJson, retryUnlessRefused } from "@/lib/http/get-json";

export const reportKeys = {
  all: ["reports"] as const,
  corrections: (bookingId: string) => ["reports", "corrections", bookingId] as const,
};

/** A booking's reason and label as sent and as counted, with every correction (admins only). */
export const correctionsQuery = (bookingId: string) =>
  queryOptions({
    queryKey: reportKeys.corrections(bookingId),
    queryFn: ({ signal }) => getJson<CorrectionHistory>(`/api/bookings/${encodeURIComponent(bookingId)}/corrections`, signal),
    retry: retryUnlessRefused,
  });
