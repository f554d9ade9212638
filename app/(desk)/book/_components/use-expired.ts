"use client";

import { useEffect, useState } from "react";
import { ESTIMATE_TTL_MS } from "@/lib/booking/estimate";

/**
 * Whether prices received at `receivedAt` have expired: one timer for the moment they do, rather
 * than a clock re-rendering the form every second.
 */
export function useExpired(receivedAt: number | undefined): boolean {
  const [expiredAt, setExpiredAt] = useState<number | null>(null);
  useEffect(() => {
    if (receivedAt === undefined) return;
    const t = setTimeout(() => setExpiredAt(receivedAt), Math.max(0, receivedAt + ESTIMATE_TTL_MS + 1 - Date.now()));
    return () => clearTimeout(t);
  }, [receivedAt]);
  return receivedAt !== undefined && expiredAt === receivedAt;
}
