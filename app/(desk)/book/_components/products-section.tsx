"use client";

import { useTranslations } from "next-intl";
import { ESTIMATE_TTL_MS } from "@/lib/booking/estimate";
import dynamic from "next/dynamic";
import { useEffect } from "react";
import { useMessageText } from "@/components/ui/use-message-text";
import type { PricesWait, WaitReason } from "./prices-wait";
import type { Estimate } from "./types";

/** The options come with the first prices, not with the page: the booking page's first load has no room for them. */
const loadOptions = () => import("./product-options");
// A loading frame of its own: without one the chunk's wait would suspend the whole booking page.
const ProductOptions = dynamic(() => loadOptions().then((m) => m.ProductOptions), { loading: () => null });

/** The estimate's products to choose from, the cheapest and the fastest marked; at 5 minutes the prices expire. */
export function ProductsSection({
  estimate,
  loading,
  error,
  canRetry,
  expired,
  selected,
  onSelect,
  onRefresh,
  waitingFor,
}: {
  estimate: Estimate | undefined;
  loading: boolean;
  error: string | null;
  /** False when the provider refused these stops: asking again cannot help until they change. */
  canRetry: boolean;
  expired: boolean;
  selected: string | null;
  onSelect(id: string): void;
  onRefresh(): void;
  /** Why there are no prices yet, when the basket is not complete. */
  waitingFor: PricesWait | null;
}) {
  const t = useTranslations("booking.products");
  const common = useTranslations("common");
  const prices = useTranslations("booking.prices");
  const words = useMessageText();
  const ask = waitingFor && (waitingFor.rule ? words(waitingFor.rule) : prices(`ask.${waitingFor.reason as Exclude<WaitReason, "stops" | "fewerStops">}`));
  // The options' code is fetched while the prices are: they arrive together.
  useEffect(() => {
    if (loading) void loadOptions();
  }, [loading]);
  return (
    <section aria-labelledby="products-heading" className="space-y-3" data-testid="products">
      <h2 id="products-heading" className="text-sm font-semibold text-slate-900">
        {t("heading")}
      </h2>
      {ask && !estimate && !loading && <p className="text-sm text-slate-500">{ask}</p>}
      {loading && (
        <p role="status" className="text-sm text-slate-500">
          {t("loading")}
        </p>
      )}
      {error && !loading && (
        <div role="alert" className="flex items-center justify-between gap-3 rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800">
          <span>{error}</span>
          {canRetry && (
            <button type="button" onClick={onRefresh} className="font-medium underline">
              {common("tryAgain")}
            </button>
          )}
        </div>
      )}
      {estimate && expired && (
        <div className="flex items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span>{t("expired", { minutes: ESTIMATE_TTL_MS / 60_000 })}</span>
          <button type="button" onClick={onRefresh} className="rounded-md bg-amber-600 px-3 py-1 font-medium text-white hover:bg-amber-700">
            {t("refresh")}
          </button>
        </div>
      )}
      {estimate && <ProductOptions estimate={estimate} expired={expired} selected={selected} onSelect={onSelect} />}
    </section>
  );
}
