"use client";

import { useTranslations } from "next-intl";
import { estimateAgeMinutes, isEstimateExpired } from "@/lib/booking/estimate";
import { useNow } from "@/components/ui/use-now";

/** "Prices from 2 min ago": the one place on the page with a ticking clock. */
export function PriceAge({ receivedAt }: { receivedAt: number }) {
  const t = useTranslations("booking.summary");
  const now = useNow(1000);
  const expired = isEstimateExpired(receivedAt, now);
  return (
    <span data-testid="estimate-age" className={expired ? "font-semibold text-rose-700" : "text-slate-500"}>
      {expired ? t("pricesExpired") : t("pricesFrom", { minutes: estimateAgeMinutes(receivedAt, now) })}
    </span>
  );
}
